import { ORDER_STATUS_TONES, PICKUP_STATUS_LABELS, type OrderStatus, type StatusTone } from '@flame/shared';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';

/** The order-status colours (yellow pending, green completed, red cancelled) in the badge's palette. */
const BADGE_TONES: Record<StatusTone, BadgeTone> = {
  yellow: 'warning',
  blue: 'info',
  orange: 'brand',
  purple: 'neutral',
  green: 'success',
  red: 'danger',
  grey: 'neutral',
};

export function PickupStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={BADGE_TONES[ORDER_STATUS_TONES[status]]}>{PICKUP_STATUS_LABELS[status]}</Badge>;
}
