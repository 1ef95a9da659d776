import type { DishReportRow, HourReportRow, ReportSummary, SalesReportRow } from '@flame/shared';
import { stringify } from 'csv-stringify/sync';
import type { OrderLineExport } from './service';

/**
 * The reports as CSV a spreadsheet opens as it is: UTF-8 with a byte order mark (so Excel reads accents and
 * ₹ right), CRLF line ends and fields quoted when they hold a comma, quote or line break (RFC 4180), dates as
 * YYYY-MM-DD, money as plain dollars with two decimals (`12.50`, a number to a spreadsheet, no currency sign).
 * A text field that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with `'`, so a dish or
 * customer name is never run as a formula.
 */
export function toCsv(header: readonly string[], records: readonly (readonly unknown[])[]): string {
  return stringify([header, ...records], {
    bom: true,
    record_delimiter: 'windows',
    escape_formulas: true,
    cast: { boolean: (value) => (value ? 'yes' : 'no') },
  });
}

const money = (dollars: number) => dollars.toFixed(2);
const moneyOfCents = (cents: number) => (cents / 100).toFixed(2);

export function summaryCsv(summary: ReportSummary, from: string, to: string): string {
  const rows: [string, string | number][] = [
    ['From', from],
    ['To', to],
    ['Sales', money(summary.sales)],
    ['Orders', summary.orders],
    ['Average ticket', money(summary.averageTicket)],
    ['Cancelled orders', summary.cancelled],
    ['Cancelled value', money(summary.cancelledValue)],
    ['Covers', summary.covers],
    ['No-shows', summary.noShows],
    ['New customers', summary.newCustomers],
    ['Returning customers', summary.returningCustomers],
    ...summary.cancellationReasons.map(
      ({ reason, orders }) => [`Cancelled: ${reason ?? 'no reason given'}`, orders] as [string, number],
    ),
  ];
  return toCsv(['Figure', 'Value'], rows);
}

export function salesCsv(rows: readonly SalesReportRow[]): string {
  return toCsv(
    ['Period', 'Sales', 'Orders'],
    rows.map((row) => [row.period, money(row.sales), row.orders]),
  );
}

const optionText = (options: readonly { group: string; name: string; quantity?: number }[]) =>
  options
    .map((option) =>
      option.quantity === undefined
        ? `${option.group}: ${option.name}`
        : `${option.group}: ${option.name} × ${option.quantity}`,
    )
    .join('; ');

export function dishesCsv(rows: readonly DishReportRow[]): string {
  return toCsv(
    ['Dish', 'Dish id', 'Quantity', 'Sales', 'Options chosen'],
    rows.map((row) => [row.name, row.foodId ?? '', row.quantity, money(row.sales), optionText(row.options)]),
  );
}

export function hoursCsv(rows: readonly HourReportRow[]): string {
  return toCsv(
    ['Weekday', 'Hour', 'Orders', 'Sales'],
    rows.map((row) => [row.weekday, `${String(row.hour).padStart(2, '0')}:00`, row.orders, money(row.sales)]),
  );
}

/** Every order line by line, for the accountant: each line's own amount, and its order's total beside it. */
export function ordersCsv(lines: readonly OrderLineExport[]): string {
  return toCsv(
    [
      'Order number',
      'Order id',
      'Pickup date',
      'Pickup time',
      'Placed on',
      'Status',
      'Customer',
      'Phone',
      'Payment method',
      'Payment status',
      'Cancellation reason',
      'Dish',
      'Options',
      'Special instructions',
      'Quantity',
      'Unit price',
      'Discount %',
      'Line total',
      'Order total',
    ],
    lines.map((line) => [
      line.orderNumber,
      line.orderId,
      line.pickupDate,
      line.pickupTime,
      line.placedDate,
      line.status,
      line.customer ?? '',
      line.phone,
      line.paymentMethod,
      line.paymentStatus,
      line.cancellationReason ?? '',
      line.dish,
      optionText(line.options),
      line.specialInstructions ?? '',
      line.quantity,
      moneyOfCents(line.unitPriceCents),
      line.discount,
      moneyOfCents(line.lineCents),
      moneyOfCents(line.orderTotalCents),
    ]),
  );
}
