import {
  INBOX_LIMIT,
  INBOX_MESSAGES,
  type Inbox,
  type InboxItem,
  type InboxKind,
  type InboxStatus,
} from '@flame/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { cateringRequests, contactMessages } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { EventBus } from '../../plugins/event-bus';
import { publishMessageEvent } from './message-events';

type CateringRow = typeof cateringRequests.$inferSelect;
type ContactRow = typeof contactMessages.$inferSelect;

/** What every message of the inbox carries: where it stands, when it came, and who sent it. */
function sentFields(row: CateringRow | ContactRow) {
  return {
    _id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
  };
}

function cateringItem(row: CateringRow): InboxItem {
  return {
    kind: 'catering',
    ...sentFields(row),
    eventDate: row.eventDate,
    eventType: row.eventType,
    guestCount: row.guestCount,
    location: row.location,
    specialRequests: row.specialRequests,
  };
}

function contactItem(row: ContactRow): InboxItem {
  return {
    kind: 'contact',
    ...sentFields(row),
    subject: row.subject,
    message: row.message,
  };
}

/** How many catering requests and contact messages are still new. */
export async function newInboxCount(db: Database, restaurantId: string): Promise<number> {
  const [[catering], [contact]] = await Promise.all([
    db
      .select({ n: count() })
      .from(cateringRequests)
      .where(and(eq(cateringRequests.restaurantId, restaurantId), eq(cateringRequests.status, 'new'))),
    db
      .select({ n: count() })
      .from(contactMessages)
      .where(and(eq(contactMessages.restaurantId, restaurantId), eq(contactMessages.status, 'new'))),
  ]);
  return (catering?.n ?? 0) + (contact?.n ?? 0);
}

/**
 * `GET /api/admin/inbox`: catering requests and contact messages together, newest first (at most 200, each
 * read through its `(restaurant_id, created_at)` index), and the count of new ones.
 */
export async function listInbox(db: Database, restaurantId: string): Promise<Inbox> {
  const [catering, contact, newCount] = await Promise.all([
    db
      .select()
      .from(cateringRequests)
      .where(eq(cateringRequests.restaurantId, restaurantId))
      .orderBy(desc(cateringRequests.createdAt), desc(cateringRequests.id))
      .limit(INBOX_LIMIT),
    db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.restaurantId, restaurantId))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(INBOX_LIMIT),
    newInboxCount(db, restaurantId),
  ]);
  const items = [...catering.map(cateringItem), ...contact.map(contactItem)]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id))
    .slice(0, INBOX_LIMIT);
  return { items, newCount };
}

/**
 * `PATCH /api/admin/inbox/{kind}/{id}`: marks one message handled or new again, and announces it in the same
 * transaction.
 */
export async function setInboxStatus(
  db: Database,
  bus: EventBus,
  restaurantId: string,
  kind: InboxKind,
  id: string,
  status: InboxStatus,
  now: Date,
): Promise<InboxItem> {
  return db.transaction(async (tx) => {
    const item = await updateStatus(tx, restaurantId, kind, id, status);
    if (!item) throw notFound(INBOX_MESSAGES.notFound);
    await publishMessageEvent(bus, { type: 'status', kind, id, at: now.toISOString() }, tx);
    return item;
  });
}

async function updateStatus(
  tx: Transaction,
  restaurantId: string,
  kind: InboxKind,
  id: string,
  status: InboxStatus,
): Promise<InboxItem | undefined> {
  if (kind === 'catering') {
    const [row] = await tx
      .update(cateringRequests)
      .set({ status })
      .where(and(eq(cateringRequests.id, id), eq(cateringRequests.restaurantId, restaurantId)))
      .returning();
    return row && cateringItem(row);
  }
  const [row] = await tx
    .update(contactMessages)
    .set({ status })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.restaurantId, restaurantId)))
    .returning();
  return row && contactItem(row);
}
