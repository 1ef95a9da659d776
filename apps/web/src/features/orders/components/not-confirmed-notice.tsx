import { NOT_CONFIRMED_YET, showsConfirmationNotice, telHref, type ConfirmationNotice } from '@flame/shared';
import { Phone } from 'lucide-react';
import { useNow } from '../../../lib/hooks/use-now';

/**
 * On a pending order's page and its tracking view, from the moment the answer names (minutes of opening hours
 * after the order, set by the restaurant): the restaurant has not confirmed it yet, and the number to call.
 * Read against the page's clock, so it appears on time without a push.
 */
export function NotConfirmedNotice({
  order,
  className = '',
}: {
  order: { status: string; confirmationNotice: ConfirmationNotice | null };
  className?: string;
}) {
  const now = useNow(15_000);
  if (!now || !order.confirmationNotice || !showsConfirmationNotice(order, now)) return null;
  const { phone } = order.confirmationNotice;
  return (
    <div
      role="status"
      className={`rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-300 ${className}`}
    >
      <p className="font-semibold">{NOT_CONFIRMED_YET.title}</p>
      <p className="mt-1">
        {NOT_CONFIRMED_YET.body}{' '}
        <a
          href={telHref(phone)}
          className="inline-flex items-center gap-1 font-semibold whitespace-nowrap underline underline-offset-2"
        >
          <Phone aria-hidden="true" className="size-3.5" />
          {phone}
        </a>
      </p>
    </div>
  );
}
