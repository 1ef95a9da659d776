/** A free table as assignment sees it: its seats and the tables it may be pushed together with. */
export interface CandidateTable {
  id: string;
  tableNumber: number;
  seats: number;
  partners: ReadonlySet<string>;
}

const bySeatsThenNumber = (a: CandidateTable, b: CandidateTable) =>
  a.seats - b.seats || a.tableNumber - b.tableNumber;

/** Fewer tables, then fewer seats in all, then the lower table numbers. */
function better(a: readonly CandidateTable[], b: readonly CandidateTable[]): boolean {
  if (a.length !== b.length) return a.length < b.length;
  const seats = (tables: readonly CandidateTable[]) => tables.reduce((sum, t) => sum + t.seats, 0);
  if (seats(a) !== seats(b)) return seats(a) < seats(b);
  const numbers = (tables: readonly CandidateTable[]) =>
    tables.map((t) => t.tableNumber).sort((x, y) => x - y);
  const [na, nb] = [numbers(a), numbers(b)];
  const index = na.findIndex((n, i) => n !== nb[i]);
  return index !== -1 && na[index]! < nb[index]!;
}

/**
 * The tables a party gets among the free ones: the smallest single table that seats it; else the smallest
 * combination (fewest tables, then fewest seats) whose tables may all be pushed together two by two, since a
 * table joins a group only beside each of its tables. Undefined when nothing seats the party.
 */
export function assignTables(
  free: readonly CandidateTable[],
  partySize: number,
): CandidateTable[] | undefined {
  const single = free.filter((t) => t.seats >= partySize).sort(bySeatsThenNumber)[0];
  if (single) return [single];

  const tables = [...free].sort((a, b) => a.tableNumber - b.tableNumber);
  let best: CandidateTable[] | undefined;
  // Depth-first over groups in table-number order, each table added only when it joins every table already in
  // the group; a group stops growing once it seats the party or is larger than the best one found.
  const grow = (group: CandidateTable[], seats: number, from: number) => {
    if (seats >= partySize) {
      if (group.length > 1 && (!best || better(group, best))) best = [...group];
      return;
    }
    if (best && group.length >= best.length) return;
    for (let i = from; i < tables.length; i += 1) {
      const table = tables[i]!;
      if (!group.every((member) => member.partners.has(table.id))) continue;
      group.push(table);
      grow(group, seats + table.seats, i + 1);
      group.pop();
    }
  };
  grow([], 0, 0);
  return best?.sort((a, b) => a.tableNumber - b.tableNumber);
}
