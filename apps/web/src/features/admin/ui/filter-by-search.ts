/**
 * A list section's search (the menu by name or category, the team by name or role): the items one
 * of whose `fields` holds the query, case-insensitive and trimmed; every item for an empty query.
 */
export function filterBySearch<T>(items: readonly T[], query: string, fields: (item: T) => string[]): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter((item) => fields(item).some((field) => field.toLowerCase().includes(needle)));
}
