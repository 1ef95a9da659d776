import { ORDER_STATUS_LABELS, ORDER_STATUS_TONES, type OrderStatus, type StatusTone } from '@flame/shared';

/** Colour classes of each status tone; every pair meets AA contrast. */
export const TONE_CLASSES: Record<StatusTone, string> = {
  yellow: 'bg-amber-50 text-amber-900 ring-amber-200',
  blue: 'bg-sky-50 text-sky-900 ring-sky-200',
  orange: 'bg-orange-50 text-orange-900 ring-orange-200',
  purple: 'bg-purple-50 text-purple-900 ring-purple-200',
  green: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
  grey: 'bg-stone-100 text-stone-700 ring-stone-200',
};

/** An order's status as a coloured pill: 'Order Placed', 'Preparing', 'Ready for Pickup', ... */
export function StatusBadge({ status, className = '' }: { status: OrderStatus; className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONE_CLASSES[ORDER_STATUS_TONES[status]]} ${className}`.trim()}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
