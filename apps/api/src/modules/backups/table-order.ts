import type pg from 'pg';

/**
 * The public tables in an order that loads them without breaking a foreign key: every table after the tables
 * it references (a table's reference to itself is left to the rows' own order).
 */
export async function tablesInLoadOrder(client: pg.ClientBase): Promise<string[]> {
  const tables = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const edges = await client.query<{ child: string; parent: string }>(
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public'`,
  );
  const unquote = (name: string) => name.replace(/^public\./, '').replace(/^"(.*)"$/, '$1');
  const parents = new Map<string, Set<string>>(tables.rows.map((row) => [row.name, new Set()]));
  for (const edge of edges.rows) {
    const child = unquote(edge.child);
    const parent = unquote(edge.parent);
    if (child !== parent) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const parent of parents.get(name) ?? []) place(parent, path);
    path.delete(name);
    placed.add(name);
    ordered.push(name);
  };
  for (const name of parents.keys()) place(name, new Set());
  return ordered;
}
