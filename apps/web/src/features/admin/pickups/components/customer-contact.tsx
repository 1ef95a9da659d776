import { orderName, type PickupRow } from '@flame/shared';
import { PhoneLink } from '../../../../components/phone-link';

/** The customer's name with the phone they gave under it, a link that calls them from a phone. */
export function CustomerContact({ row }: { row: Pick<PickupRow, 'customerName' | 'phone' | 'orderNumber'> }) {
  return (
    <span className="flex flex-col">
      <span className="wrap-anywhere text-stone-800">{row.customerName}</span>
      <PhoneLink phone={row.phone} className="font-medium">
        <span className="sr-only"> (call about {orderName(row.orderNumber).toLowerCase()})</span>
      </PhoneLink>
    </span>
  );
}
