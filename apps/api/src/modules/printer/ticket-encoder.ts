import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import {
  formatPrice,
  orderCodeText,
  orderName,
  orderShortCode,
  paymentMethodLabel,
  phoneForDisplay,
  toDollars,
} from '@flame/shared';
import type { TicketData } from './ticket-data';

/** Characters a line holds in the printers' standard font: 32 on a 58 mm roll, 48 on an 80 mm one. */
const COLUMNS: Record<58 | 80, number> = { 58: 32, 80: 48 };

const PRICE_WIDTH = 10;

const isAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

/**
 * An encoder for the paper's width. Text outside ASCII (names such as 'Zoë') takes the code page the printer
 * has for each character ('auto', which costs some 20 ms of CPU a ticket). ASCII text needs no choice: code
 * page 437, the printers' default, holds ASCII and the line characters of rules and boxes, and gives the same
 * bytes 'auto' would.
 */
function encoderFor(paperWidth: 58 | 80, texts: string[]): ReceiptPrinterEncoder {
  return new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns: COLUMNS[paperWidth],
    // Lines fed past the cutter before the cut, so the last line is not cut through.
    feedBeforeCut: 4,
    newline: '\n',
  })
    .initialize()
    .codepage(texts.every(isAscii) ? 'cp437' : 'auto');
}

/** Formatters by time zone: made once each (making one takes longer than formatting with it). */
const timeFormats = new Map<string, { time: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>();

/** The pickup time as the ticket prints it, in the restaurant's zone: '6:30 PM' and 'Thu, Nov 26'. */
export function ticketTime(instant: Date, timeZone: string): { time: string; day: string } {
  let formats = timeFormats.get(timeZone);
  if (!formats) {
    formats = {
      time: new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }),
      day: new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }),
    };
    timeFormats.set(timeZone, formats);
  }
  return { time: formats.time.format(instant), day: formats.day.format(instant) };
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
  // As the dashboard shows it: a US number as '(512) 555-0177' however it was typed, any other as typed.
  const phone = phoneForDisplay(ticket.phone);
  const texts = [
    ticket.restaurantName,
    ticket.customerName,
    phone,
    pickup.time,
    pickup.day,
    placed.time,
    placed.day,
    ...ticket.lines.flatMap((line) => [line.name, line.instructions ?? '', ...line.options.map(optionText)]),
  ];
  const encoder = encoderFor(paperWidth, texts)
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
    .line(phone)
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
  return encoderFor(settings.paperWidth, [restaurantName, settings.host, when.day, when.time])
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
