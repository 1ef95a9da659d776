import { useOverview } from '../../../api/overview';
import { useRefetchOnAdminEvent } from '../shell/admin-events';

/**
 * The overview's figures, kept live: a message the mail sender gives up on while the overview is open refetches
 * them, so its email warnings appear without a reload (and after a 'resync', when such news may have been missed).
 */
export function useLiveOverview() {
  useRefetchOnAdminEvent('mail');
  return useOverview();
}
