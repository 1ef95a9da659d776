import { formatInZone, ORDER_STATUS_LABELS, PICKUP_FLOW, type Order, type OrderStatus } from '@flame/shared';
import { Check, X } from 'lucide-react';

interface Step {
  status: OrderStatus;
  state: 'done' | 'current' | 'next';
  at?: string;
}

function stepsOf(order: Order): Step[] {
  // A step's time is when it was first reached: later entries that keep the status (a moved pickup time) are not steps.
  const reachedAt = (status: OrderStatus) =>
    order.statusHistory.find((entry) => entry.status === status)?.timestamp;
  if (order.status === 'cancelled') {
    // Entries that keep the status (a moved pickup time) are not steps.
    const changes = order.statusHistory.filter(
      (entry, index, all) => index === 0 || entry.status !== all[index - 1]!.status,
    );
    return changes.map((entry, index, all) => ({
      status: entry.status,
      state: index === all.length - 1 ? 'current' : 'done',
      at: entry.timestamp,
    }));
  }
  const current = PICKUP_FLOW.indexOf(order.status as (typeof PICKUP_FLOW)[number]);
  return PICKUP_FLOW.map((status, index) => ({
    status,
    state: index < current ? 'done' : index === current ? 'current' : 'next',
    at: index <= current ? reachedAt(status) : undefined,
  }));
}

const STATE_TEXT = { done: 'done', current: 'current step', next: 'not yet' } as const;

/**
 * The order's way from 'Order Placed' to 'Picked Up' (or 'Cancelled'), each reached step with its time on the
 * restaurant's clock, like the pickup time.
 */
export function StatusTimeline({ order, timeZone }: { order: Order; timeZone: string | undefined }) {
  const steps = stepsOf(order);
  return (
    <ol aria-label="Order status" className="flex flex-col">
      {steps.map((step, index) => {
        const cancelled = step.status === 'cancelled';
        const reached = step.state !== 'next';
        return (
          <li
            key={`${step.status}-${index}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="relative flex gap-3 pb-5 last:pb-0"
          >
            {index < steps.length - 1 && (
              <span
                aria-hidden="true"
                className={`absolute top-8 bottom-0 left-[0.9375rem] w-0.5 ${steps[index + 1]!.state === 'next' ? 'bg-stone-200' : 'bg-brand-500'}`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative z-10 grid size-8 shrink-0 place-items-center rounded-full ring-4 ring-white ${
                cancelled
                  ? 'bg-red-600 text-white'
                  : reached
                    ? 'bg-brand-600 text-white'
                    : 'border-2 border-stone-300 bg-white text-stone-400'
              }`}
            >
              {cancelled ? <X className="size-4" /> : reached ? <Check className="size-4" /> : null}
            </span>
            <div className="min-w-0 pt-1">
              <p className={`font-semibold ${reached ? 'text-stone-900' : 'text-stone-500'}`}>
                {ORDER_STATUS_LABELS[step.status]}
                <span className="sr-only"> ({STATE_TEXT[step.state]})</span>
              </p>
              {step.at && (
                <p className="text-sm text-stone-600">
                  <time dateTime={step.at}>{formatInZone(step.at, timeZone, 'MMM d, h:mm a')}</time>
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
