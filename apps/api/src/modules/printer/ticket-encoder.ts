import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { formatPrice, orderCodeText, orderName, orderShortCode, paymentMethodLabel, toDollars } from '@flame/shared';
import type { TicketData } from './ticket-data';

/** Characters a line holds in the printers' standard font: 32 on a 58 mm roll, 48 on an 80 mm one. */
const COLUMNS: Record<58 | 80, number> = { 58: 32, 80: 48 };

const PRICE_WIDTH = 10;

function encoderFor(paperWidth: 58 | 80): ReceiptPrinterEncoder {
  return new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns: COLUMNS[paperWidth],
    // Lines fed past the cutter before the cut, so the last line is not cut through.
    feedBeforeCut: 4,
    newline: '\n',
  })
    .initialize()
    .codepage('auto');
}

/** The pickup time as the ticket prints it, in the restaurant's zone: '6:30 PM' and 'Thu, Nov 26'. */
export function ticketTime(instant: Date, timeZone: string): { time: string; day: string } {
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    instant,
  );
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(instant);
  return { time, day };
}

const optionText = (option: TicketData['lines'][number]['options'][number]) =>
  option.priceDeltaCents === 0
    ? `${option.group}: ${option.name}`
    : `${option.group}: ${option.name} (${option.priceDeltaCents > 0 ? '+' : '-'}${formatPrice(toDollars(Math.abs(option.priceDeltaCents)))})`;

/**
 * The kitchen ticket in ESC/POS, as the dashboard's 80 mm ticket page shows it: restaurant, order number and
 * code, the pickup time in large type, the customer's name and phone, each line with quantity, options and
 * instructions, the total and 'Pay at Restaurant', ending with a cut.
 */
export function encodeTicket(ticket: TicketData, paperWidth: 58 | 80): Uint8Array {
  const columns = COLUMNS[paperWidth];
  const pickup = ticketTime(ticket.pickupTime, ticket.timeZone);
  const placed = ticketTime(ticket.placedAt, ticket.timeZone);
  const encoder = encoderFor(paperWidth)
    .align('center')
    .bold(true)
    .line(ticket.restaurantName.toUpperCase())
    .bold(false)
    .line('Pickup order')
    .rule({ style: 'single' })
    .size(2, 2)
    .line(orderName(ticket.orderNumber))
    .size(1, 1)
    .line(orderCodeText(orderShortCode(ticket.orderId, 8)));
  if (ticket.cancelled) encoder.size(2, 2).bold(true).line('CANCELLED').bold(false).size(1, 1);
  encoder
    .rule({ style: 'single' })
    .line('PICKUP')
    .size(3, 3)
    .bold(true)
    .line(pickup.time)
    .size(1, 1)
    .line(pickup.day)
    .bold(false)
    .rule({ style: 'single' })
    .align('left')
    .size(1, 2)
    .bold(true)
    .line(ticket.customerName)
    .bold(false)
    .size(1, 1)
    .line(ticket.phone)
    .rule({ style: 'single' });
  for (const line of ticket.lines) {
    encoder.bold(true).table(
      [
        { width: columns - PRICE_WIDTH, align: 'left' },
        { width: PRICE_WIDTH, align: 'right' },
      ],
      [[`${line.quantity} x ${line.name}`, formatPrice(toDollars(line.lineCents))]],
    );
    encoder.bold(false);
    for (const option of line.options) encoder.line(`    ${optionText(option)}`);
    if (line.instructions) encoder.invert(true).line(` Note: ${line.instructions} `).invert(false);
  }
  return encoder
    .rule({ style: 'single' })
    .size(1, 2)
    .bold(true)
    .table(
      [
        { width: columns - PRICE_WIDTH, align: 'left' },
        { width: PRICE_WIDTH, align: 'right' },
      ],
      [['Total', formatPrice(toDollars(ticket.totalCents))]],
    )
    .size(1, 1)
    .newline()
    .align('center')
    .box({ style: 'double', width: columns, align: 'center' }, paymentMethodLabel(ticket.paymentMethod))
    .bold(false)
    .newline()
    .line(`Placed ${placed.day}, ${placed.time}`)
    .cut()
    .encode();
}

/** A short page that shows the printer works and how it is set up, ending with a cut. */
export function encodeTestPage(
  restaurantName: string,
  settings: { host: string; port: number; paperWidth: 58 | 80 },
  at: Date,
  timeZone: string,
): Uint8Array {
  const when = ticketTime(at, timeZone);
  return encoderFor(settings.paperWidth)
    .align('center')
    .bold(true)
    .line(restaurantName.toUpperCase())
    .bold(false)
    .size(2, 2)
    .line('Test page')
    .size(1, 1)
    .rule({ style: 'single' })
    .align('left')
    .line(`Printer: ${settings.host}:${settings.port}`)
    .line(`Paper: ${settings.paperWidth} mm`)
    .line(`Sent: ${when.day}, ${when.time}`)
    .rule({ style: 'single' })
    .align('center')
    .line('Kitchen tickets will print here.')
    .cut()
    .encode();
}
