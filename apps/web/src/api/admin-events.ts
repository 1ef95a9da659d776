import type { AdminEventName } from '@flame/shared';
import type { QueryKey } from '@tanstack/react-query';
import { messageChangeInvalidates } from './inbox';
import { orderEventInvalidates } from './pickups';
import { queryKeys } from './query-keys';
import { reservationEventInvalidates } from './reservations';

/** The owner's live events that report a change (the others, 'ready' and 'resync', say the stream's state). */
export type AdminChangeEvent = Exclude<AdminEventName, 'ready' | 'resync'>;

/** What each live event of the owner's dashboard changes: the reads a view showing it refetches. */
export const adminEventInvalidates = {
  order: orderEventInvalidates,
  reservation: reservationEventInvalidates,
  message: messageChangeInvalidates,
  waitlist: [queryKeys.admin.waitlist],
  // A message the sender gave up on: the overview's warnings and Settings → Email count it.
  mail: [queryKeys.admin.overview, queryKeys.admin.mail],
} as const satisfies Record<AdminChangeEvent, readonly QueryKey[]>;
