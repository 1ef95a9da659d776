import type { members } from '../schema';

type MemberInsert = typeof members.$inferInsert;

export const SEED_MEMBERS = [
  { name: 'Tenzing Sherpa', role: 'Head Chef', image: '/images/team/1.svg' },
  { name: 'Ravi Menon', role: 'Tandoor Chef', image: '/images/team/2.svg' },
  { name: 'Anita Shrestha', role: 'Sous Chef', image: '/images/team/3.svg' },
  { name: 'Bikash Tamang', role: 'Momo Chef', image: '/images/team/4.svg' },
  { name: 'Maya Gurung', role: 'General Manager', image: '/images/team/5.svg' },
] as const;

export function memberRows(restaurantId: string, newId: () => string): MemberInsert[] {
  return SEED_MEMBERS.map((member) => ({ id: newId(), restaurantId, ...member }));
}
