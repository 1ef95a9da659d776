import type { Member } from '@flame/shared';

/** The Team Members section's search (spec section 2): name or role, case-insensitive, trimmed. */
export function searchMembers<T extends Pick<Member, 'name' | 'role'>>(
  members: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...members];
  return members.filter(
    (member) => member.name.toLowerCase().includes(needle) || member.role.toLowerCase().includes(needle),
  );
}
