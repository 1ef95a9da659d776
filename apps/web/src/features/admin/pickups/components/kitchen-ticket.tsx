import {
  formatPrice,
  orderCodeText,
  orderName,
  orderShortCode,
  paymentMethodLabel,
  phoneForDisplay,
  type Restaurant,
} from '@flame/shared';
import type { TicketItem, TicketOrder } from '../../../../api/pickups';
import { ticketPickupTime } from '../ticket-times';
import { LineInstructions } from './line-instructions';

/**
 * Printing on an 80 mm receipt printer: the page is the roll's width with no margin (the ticket pads itself).
 * A page's length cannot be 'as long as the content' in CSS (`size: 80mm auto` is dropped as invalid), so it
 * is the receipt drivers' usual roll page, 80 × 297 mm, whose blank end they cut off. On A4 the ticket prints
 * as a column at the top of the page.
 */
const PRINT_PAGE = '@media print { @page { size: 80mm 297mm; margin: 0 } }';

const RULE = 'border-t border-dashed border-stone-400';

function TicketLine({ item }: { item: TicketItem }) {
  return (
    <li className="py-2">
      <div className="flex items-baseline gap-2">
        <span className="shrink-0 text-lg font-bold">{item.quantity} ×</span>
        <span className="min-w-0 flex-1 text-lg font-bold wrap-anywhere">{item.food.name}</span>
        <span className="shrink-0 tabular-nums">{formatPrice(item.lineTotal)}</span>
      </div>
      {item.options && item.options.length > 0 && (
        <ul aria-label={`Options of ${item.food.name}`} className="mt-0.5 pl-6 text-sm">
          {item.options.map((option) => (
            <li key={`${option.group}:${option.name}`} className="wrap-anywhere">
              {option.group}: {option.name}
              {option.priceDelta !== 0 &&
                ` (${option.priceDelta > 0 ? '+' : '−'}${formatPrice(Math.abs(option.priceDelta))})`}
            </li>
          ))}
        </ul>
      )}
      {item.specialInstructions && <LineInstructions text={item.specialInstructions} look="print" />}
    </li>
  );
}

/**
 * The kitchen ticket of one order, sized for an 80 mm receipt roll: who and when first (the pickup time in large
 * type, in the restaurant's zone), then each line with its quantity, options and instructions, the total and
 * how it is paid.
 */
export function KitchenTicket({ order, restaurant }: { order: TicketOrder; restaurant: Restaurant }) {
  const pickup = ticketPickupTime(order.pickupTime, restaurant.timeZone);
  const placed = ticketPickupTime(order.createdAt, restaurant.timeZone);
  const code = orderShortCode(order._id, 8);
  return (
    <article
      aria-label={`Kitchen ticket of ${orderName(order.orderNumber).toLowerCase()}`}
      className="mx-auto w-full max-w-[80mm] bg-white px-4 py-5 font-mono text-stone-950 shadow-card ring-1 ring-cream-200 print:max-w-[80mm] print:px-[4mm] print:py-[3mm] print:shadow-none print:ring-0"
    >
      <style>{PRINT_PAGE}</style>
      <header className="text-center">
        <p className="text-base font-bold uppercase wrap-anywhere">{restaurant.name}</p>
        <p className="text-xs">Pickup order</p>
      </header>
      <div className={`mt-3 ${RULE} pt-3 text-center`}>
        <h1 className="text-2xl font-bold">{orderName(order.orderNumber)}</h1>
        <p className="text-sm">{orderCodeText(code)}</p>
        {order.status === 'cancelled' && (
          <p className="mt-2 border-2 border-stone-950 py-1 text-lg font-bold">CANCELLED</p>
        )}
      </div>
      <div className={`mt-3 ${RULE} pt-3 text-center`}>
        <p className="text-xs uppercase">Pickup</p>
        <p className="text-5xl leading-tight font-bold tabular-nums">{pickup.time}</p>
        <p className="text-base font-bold">{pickup.day}</p>
      </div>
      <div className={`mt-3 ${RULE} pt-3`}>
        <p className="text-lg font-bold wrap-anywhere">{order.user.name}</p>
        <p className="text-base">{phoneForDisplay(order.phone)}</p>
      </div>
      <ul aria-label="Items" className={`mt-3 ${RULE} divide-y divide-dashed divide-stone-300`}>
        {order.items.map((item) => (
          <TicketLine key={item._id} item={item} />
        ))}
      </ul>
      <div className={`${RULE} flex items-baseline justify-between pt-3 text-xl font-bold`}>
        <span>Total</span>
        <span className="tabular-nums">{formatPrice(order.total)}</span>
      </div>
      <p className="mt-3 border-2 border-stone-950 py-1.5 text-center text-lg font-bold">
        {paymentMethodLabel(order.paymentMethod)}
      </p>
      <p className="mt-3 text-center text-xs">
        Placed {placed.day}, {placed.time}
      </p>
    </article>
  );
}
