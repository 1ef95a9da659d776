import { describe, expect, it } from 'vitest';
import { searchMembers } from './member-search';

const team = [
  { name: 'Asha Gurung', role: 'Head Chef' },
  { name: 'Ravi Thapa', role: 'Tandoor Master' },
  { name: 'Mina Shrestha', role: 'Front of House' },
];

describe('searchMembers', () => {
  it('matches the name or the role, ignoring case and spaces around', () => {
    expect(searchMembers(team, ' ASHA ').map((m) => m.name)).toEqual(['Asha Gurung']);
    expect(searchMembers(team, 'chef').map((m) => m.name)).toEqual(['Asha Gurung']);
    expect(searchMembers(team, 'house').map((m) => m.name)).toEqual(['Mina Shrestha']);
  });

  it('shows everyone for an empty search and nobody for no match', () => {
    expect(searchMembers(team, '')).toHaveLength(3);
    expect(searchMembers(team, 'sommelier')).toEqual([]);
  });
});
