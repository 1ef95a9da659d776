import { guestEmailKey, guestPhoneKey } from '@flame/shared';
import { createHash } from 'node:crypto';

/**
 * What the erasure leaves in place of a guest's email and phone (decision 050). An erased account's email is
 * `<account id>@erased.invalid` (the column is unique and required); an erased order's phone is `erased-` and
 * digits drawn once per guest, so the reports still tell one anonymous customer from another. Neither is a
 * contact: the guest book skips them.
 */
export const ERASED_EMAIL_DOMAIN = '@erased.invalid';
export const ERASED_PHONE_PREFIX = 'erased-';
export const ERASED_NAME = 'Erased guest';

export const emailKeyOf = (email: string | null): string => {
  const key = guestEmailKey(email);
  return key.endsWith(ERASED_EMAIL_DOMAIN) ? '' : key;
};
export const phoneKeyOf = (phone: string | null): string =>
  (phone ?? '').startsWith(ERASED_PHONE_PREFIX) ? '' : guestPhoneKey(phone);

/** One row that names a guest: an account, an order, a booking, a catering request, a message or a book row. */
export interface Contact {
  kind: 'account' | 'order' | 'booking' | 'catering' | 'message' | 'book';
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  /** When the row was made: the oldest row of a guest names its id. */
  createdAt: Date;
}

/** The keys a contact is known by: `e:<email>` and `p:<phone digits>`, those it has. */
export function keysOf(contact: Pick<Contact, 'email' | 'phone'>): string[] {
  const keys: string[] = [];
  const email = emailKeyOf(contact.email);
  const phone = phoneKeyOf(contact.phone);
  if (email) keys.push(`e:${email}`);
  if (phone) keys.push(`p:${phone}`);
  return keys;
}

/**
 * Contacts grouped into guests: two contacts sharing a key are one guest, and so, step by step, are all
 * contacts joined by a chain of shared keys (union–find over the keys). Contacts without a key are left out.
 */
export function groupContacts<C extends Contact>(contacts: C[]): C[][] {
  const parent = new Map<string, string>();
  const find = (key: string): string => {
    let root = key;
    while (parent.get(root) !== root) root = parent.get(root)!;
    let walk = key;
    while (walk !== root) {
      const next = parent.get(walk)!;
      parent.set(walk, root);
      walk = next;
    }
    return root;
  };
  for (const contact of contacts) {
    const keys = keysOf(contact);
    for (const key of keys) if (!parent.has(key)) parent.set(key, key);
    for (const key of keys.slice(1)) parent.set(find(key), find(keys[0]!));
  }
  const groups = new Map<string, C[]>();
  for (const contact of contacts) {
    const [first] = keysOf(contact);
    if (!first) continue;
    const root = find(first);
    const group = groups.get(root) ?? [];
    group.push(contact);
    groups.set(root, group);
  }
  return [...groups.values()];
}

/**
 * A guest's id: its oldest guest-book row's id once the owner kept a note or tag on it; before that, made from
 * the first key of its oldest contact, so it stays the same while new orders and bookings come in. Hashed, so
 * the address names no email or phone.
 */
export function guestIdOf(group: Contact[]): string {
  const book = group.filter((c) => c.kind === 'book').sort(byAge)[0];
  if (book) return book.id;
  const oldest = [...group].sort(byAge)[0]!;
  return `g${createHash('sha256').update(keysOf(oldest)[0]!).digest('hex').slice(0, 24)}`;
}

export const byAge = (a: Contact, b: Contact): number =>
  a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);
