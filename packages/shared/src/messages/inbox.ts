import { z } from 'zod';
import { pathIdSchema } from '../common/id-params';

/** The owner's inbox: catering requests and contact messages, new or handled. */
export const INBOX_KINDS = ['catering', 'contact'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_STATUSES = ['new', 'handled'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** How many messages the inbox lists at most (newest first). */
export const INBOX_LIMIT = 200;

export const INBOX_MESSAGES = {
  handled: 'Message marked as handled',
  reopened: 'Message marked as new',
  empty: 'No messages yet',
  loadFailed: 'Failed to load messages',
  notFound: 'Message not found',
} as const;

const base = {
  _id: z.string(),
  status: z.enum(INBOX_STATUSES),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
};

export const inboxItemSchema = z.discriminatedUnion('kind', [
  z.object({
    ...base,
    kind: z.literal('catering'),
    eventDate: z.string(),
    eventType: z.string(),
    guestCount: z.number(),
    location: z.string(),
    specialRequests: z.string(),
  }),
  z.object({ ...base, kind: z.literal('contact'), subject: z.string(), message: z.string() }),
]);
export type InboxItem = z.infer<typeof inboxItemSchema>;

/** `GET /api/admin/inbox`: the messages, newest first, and how many are new. */
export const inboxSchema = z.object({ items: z.array(inboxItemSchema), newCount: z.number() });
export type Inbox = z.infer<typeof inboxSchema>;

/** `GET /api/admin/inbox/count`. */
export const inboxCountSchema = z.object({ newCount: z.number() });
export type InboxCount = z.infer<typeof inboxCountSchema>;

export const inboxItemParamsSchema = z.object({
  kind: z.enum(INBOX_KINDS, { error: 'Kind must be catering or contact' }),
  id: pathIdSchema,
});

/** `PATCH /api/admin/inbox/{kind}/{id}`. */
export const inboxStatusBodySchema = z.object({
  status: z.enum(INBOX_STATUSES, { error: 'Status must be new or handled' }),
});
export type InboxStatusBody = z.infer<typeof inboxStatusBodySchema>;
