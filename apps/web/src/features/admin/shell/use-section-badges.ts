import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import type { AdminSectionId } from './admin-sections';
import { useAdminEvents } from './admin-events';
import { inboxCountQueryOptions } from '../../../api/inbox';

/** Counts shown beside side-menu entries (new pickups, new inbox messages). */
export type SectionBadges = Partial<Record<AdminSectionId, number>>;

/**
 * The side menu's badges, kept live by the dashboard's event stream: orders placed while the pickups board was
 * out of sight, and the catering requests and contact messages still marked new.
 */
export function useSectionBadges(): SectionBadges {
  const api = useApi();
  const { enabled, unseenOrders } = useAdminEvents();
  const inbox = useQuery({ ...inboxCountQueryOptions(api), enabled });
  return { pickups: unseenOrders, inbox: inbox.data?.newCount ?? 0 };
}
