import {
  CONTACT_SUBJECT_LABELS,
  toDollars,
  type ContactSubject,
  type Guest,
  type GuestDetail,
  type GuestHistoryEntry,
} from '@flame/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { notFound } from '../../lib/errors';
import { byAge, emailKeyOf, groupContacts, guestIdOf, phoneKeyOf, type Contact } from './merge';

type Executor = Database | Transaction;

/** A contact row with what the guest book counts of it. */
export interface GuestRow extends Contact {
  status: string;
  /** Order: its pickup time; booking: its start; catering: the event; message: when it came. */
  at: Date;
  totalCents: number;
  title: string;
  consentAt: Date | null;
  notes: string;
  tags: string[];
}

/** A guest and every row it is made of. */
export interface GuestGroup {
  guest: Guest;
  rows: GuestRow[];
}

export const GUEST_NOT_FOUND = 'Guest not found';

async function rows<Row extends Record<string, unknown>>(db: Executor, query: SQL): Promise<Row[]> {
  return (await db.execute<Row>(query)).rows as Row[];
}

const date = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

/** Every row of the restaurant that names a guest, each source read once. */
async function loadContacts(db: Executor, restaurantId: string): Promise<GuestRow[]> {
  type Raw = Record<string, unknown> & {
    kind: GuestRow['kind'];
    id: string;
    name: string | null;
    email: string | null;
    phone: string | null;
    created_at: unknown;
    at: unknown;
    status: string;
    total_cents: number | null;
    title: string;
    consent_at: unknown;
    notes: string | null;
    tags: string[] | null;
  };
  const found = await rows<Raw>(
    db,
    sql`select 'account' as kind, u.id, u.name, u.email, u.phone, u.created_at, u.created_at as at, 'account' as status,
               null::int as total_cents, 'Account' as title, u.marketing_consent_at as consent_at,
               null as notes, null::text[] as tags
          from users u where u.role = 'customer'
        union all
        select 'order', o.id, coalesce(u.name, o.customer_name), coalesce(u.email, o.customer_email), o.phone,
               o.created_at, o.pickup_time, o.status, o.total_cents, 'Order ' || o.order_number, null, null, null
          from orders o left join users u on u.id = o.user_id where o.restaurant_id = ${restaurantId}
        union all
        select 'booking', r.id, coalesce(u.name, r.guest_name), coalesce(u.email, r.guest_email), r.phone,
               r.created_at, r.starts_at, r.status, null, 'Table for ' || r.guests, null, null, null
          from reservations r left join users u on u.id = r.user_id left join dining_tables t on t.id = r.table_id
          where t.restaurant_id = ${restaurantId} or r.table_id is null
        union all
        select 'catering', c.id, c.name, c.email, c.phone, c.created_at, c.event_date::timestamptz, c.status, null,
               'Catering: ' || c.event_type, null, null, null
          from catering_requests c where c.restaurant_id = ${restaurantId}
        union all
        select 'message', m.id, m.name, m.email, m.phone, m.created_at, m.created_at, m.status, null,
               m.subject, null, null, null
          from contact_messages m where m.restaurant_id = ${restaurantId}
        union all
        select 'book', b.id, null, null, null, b.created_at, b.created_at, 'book', null, '', null, b.notes, b.tags
          from guest_book b where b.restaurant_id = ${restaurantId}`,
  );
  const contacts = found.map<GuestRow>((row) => ({
    kind: row.kind,
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    createdAt: date(row.created_at),
    at: date(row.at),
    status: row.status,
    totalCents: Number(row.total_cents ?? 0),
    title:
      row.kind === 'message' ? (CONTACT_SUBJECT_LABELS[row.title as ContactSubject] ?? row.title) : row.title,
    consentAt: row.consent_at == null ? null : date(row.consent_at),
    notes: row.notes ?? '',
    tags: row.tags ?? [],
  }));
  // A book row is known by every email and phone it kept: one contact per key, so each joins the union.
  const bookKeys = await rows<{
    id: string;
    created_at: unknown;
    email: string | null;
    phone: string | null;
  }>(
    db,
    sql`select b.id, b.created_at, e.email, null as phone from guest_book b, unnest(b.emails) e(email)
          where b.restaurant_id = ${restaurantId}
        union all
        select b.id, b.created_at, null, p.phone from guest_book b, unnest(b.phones) p(phone)
          where b.restaurant_id = ${restaurantId}`,
  );
  const books = new Map(contacts.filter((c) => c.kind === 'book').map((c) => [c.id, c]));
  const bookContacts = bookKeys.flatMap((key) => {
    const book = books.get(key.id);
    return book ? [{ ...book, email: key.email, phone: key.phone }] : [];
  });
  return [...contacts.filter((c) => c.kind !== 'book'), ...bookContacts];
}

const VISIT_BOOKING_STATUSES = new Set(['seated', 'completed']);
const isVisit = (row: GuestRow) =>
  (row.kind === 'order' && row.status === 'completed') ||
  (row.kind === 'booking' && VISIT_BOOKING_STATUSES.has(row.status));

/** The value the guest's newest row of the given kinds gives, accounts first. */
function newestValue(rows: GuestRow[], pick: (row: GuestRow) => string | null): string | null {
  const ranked = [...rows].sort(
    (a, b) => Number(b.kind === 'account') - Number(a.kind === 'account') || byAge(b, a),
  );
  for (const row of ranked) {
    const value = pick(row)?.trim();
    if (value) return value;
  }
  return null;
}

/** Every distinct value by its key, the main one left out, in the order first seen. */
function others(
  rows: GuestRow[],
  pick: (row: GuestRow) => string | null,
  keyOf: (v: string | null) => string,
  main: string | null,
) {
  const seen = new Set([keyOf(main)]);
  const found: string[] = [];
  for (const row of [...rows].sort(byAge)) {
    const value = pick(row)?.trim() ?? '';
    const key = keyOf(value);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    found.push(value);
  }
  return found;
}

function guestOf(rows: GuestRow[]): Guest {
  const real = rows.filter((row) => row.kind !== 'book');
  const books = rows.filter((row) => row.kind === 'book').sort(byAge);
  const uniqueBooks = [...new Map(books.map((b) => [b.id, b])).values()];
  const email = newestValue(real, (row) => (emailKeyOf(row.email) ? row.email : null));
  const phone = newestValue(real, (row) => (phoneKeyOf(row.phone) ? row.phone : null));
  const orders = real.filter((row) => row.kind === 'order');
  const visits = real.filter(isVisit);
  const lastVisit = visits.reduce<Date | null>((last, row) => (!last || row.at > last ? row.at : last), null);
  const consent = real
    .filter((row) => row.kind === 'account' && row.consentAt)
    .sort((a, b) => b.consentAt!.getTime() - a.consentAt!.getTime())[0];
  const tags = new Map<string, string>();
  for (const book of uniqueBooks)
    for (const tag of book.tags) if (!tags.has(tag.toLowerCase())) tags.set(tag.toLowerCase(), tag);
  return {
    id: guestIdOf(rows),
    name: newestValue(real, (row) => row.name) ?? email ?? phone ?? 'Guest',
    email: email ? email.toLowerCase() : null,
    phone,
    otherEmails: others(real, (row) => row.email, emailKeyOf, email),
    otherPhones: others(real, (row) => row.phone, phoneKeyOf, phone),
    orders: orders.length,
    totalSpent: toDollars(
      orders.filter((row) => row.status === 'completed').reduce((sum, row) => sum + row.totalCents, 0),
    ),
    visits: visits.length,
    noShows: real.filter((row) => row.kind === 'booking' && row.status === 'no-show').length,
    lastVisit: lastVisit?.toISOString() ?? null,
    marketingConsent: Boolean(consent),
    marketingConsentAt: consent?.consentAt?.toISOString() ?? null,
    notes: uniqueBooks
      .map((book) => book.notes.trim())
      .filter(Boolean)
      .join('\n\n'),
    tags: [...tags.values()],
  };
}

/** Every guest of the restaurant with the rows it is made of. */
export async function guestGroups(db: Executor, restaurantId: string): Promise<GuestGroup[]> {
  const groups = groupContacts(await loadContacts(db, restaurantId));
  return groups
    .filter((rows) => rows.some((row) => row.kind !== 'book'))
    .map((rows) => ({ guest: guestOf(rows), rows }));
}

/** Whether a guest answers a search: part of a name, an email, a tag, or the digits of a phone. */
export function matchesSearch(guest: Guest, query: string): boolean {
  const text = query.trim().toLowerCase();
  if (text === '') return true;
  const words = [guest.name, guest.email ?? '', ...guest.otherEmails, ...guest.tags].map((w) =>
    w.toLowerCase(),
  );
  if (words.some((word) => word.includes(text))) return true;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 3 || /[a-z@]/.test(text)) return false;
  return [guest.phone, ...guest.otherPhones].some(
    (phone) => phoneKeyOf(phone).includes(digits) || (phone ?? '').replace(/\D/g, '').includes(digits),
  );
}

/** Most recent visit first; guests who never came after them, by name. */
function byLastVisit(a: Guest, b: Guest): number {
  if (a.lastVisit !== b.lastVisit) {
    if (!a.lastVisit) return 1;
    if (!b.lastVisit) return -1;
    return b.lastVisit.localeCompare(a.lastVisit);
  }
  return a.name.localeCompare(b.name);
}

/** `GET /api/guests?query=`: the guests the search finds. */
export async function listGuests(db: Executor, restaurantId: string, query: string): Promise<Guest[]> {
  const groups = await guestGroups(db, restaurantId);
  return groups
    .map((group) => group.guest)
    .filter((guest) => matchesSearch(guest, query))
    .sort(byLastVisit);
}

/** The guest with this id and its rows; 404 when there is none. */
export async function findGuestGroup(
  db: Executor,
  restaurantId: string,
  guestId: string,
): Promise<GuestGroup> {
  const group = (await guestGroups(db, restaurantId)).find((candidate) => candidate.guest.id === guestId);
  if (!group) throw notFound(GUEST_NOT_FOUND);
  return group;
}

/** `GET /api/guests/{id}`: the guest and its orders, bookings, catering requests and messages, newest first. */
export async function guestDetail(db: Executor, restaurantId: string, guestId: string): Promise<GuestDetail> {
  const { guest, rows: found } = await findGuestGroup(db, restaurantId, guestId);
  const history: GuestHistoryEntry[] = found
    .filter(
      (row): row is GuestRow & { kind: GuestHistoryEntry['kind'] } =>
        row.kind === 'order' || row.kind === 'booking' || row.kind === 'catering' || row.kind === 'message',
    )
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .map((row) => ({
      kind: row.kind,
      id: row.id,
      at: row.at.toISOString(),
      title: row.title,
      status: row.status,
      amount: row.kind === 'order' ? toDollars(row.totalCents) : null,
    }));
  return { guest, history };
}
