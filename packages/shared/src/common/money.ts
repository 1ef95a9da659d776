/** Money is integer cents inside the system and dollars with 2 decimals on the wire and screen. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Lines priced in dollars, totalled by the cents rule: each unit price in cents times its quantity, summed. */
export function linesTotalCents(lines: readonly { unitPrice: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + toCents(line.unitPrice) * line.quantity, 0);
}

/** Discounted price: price × (1 − discount/100), rounded to the cent. A discount of 100 makes it free. */
export function discountedCents(priceCents: number, discountPercent: number): number {
  const discount = Math.min(100, Math.max(0, discountPercent));
  return Math.round((priceCents * (100 - discount)) / 100);
}

/**
 * `$12.50`, `$1,234.50`, `-$3.00` (en-US, USD), rounded to the cent. Written by hand rather than with
 * `Intl.NumberFormat`: a page's first `Intl` formatter makes the browser load its locale data, tens of
 * milliseconds of a phone's main thread while the page starts, where a price needs none of it.
 */
export function formatPrice(dollars: number): string {
  const cents = Math.round(Math.abs(dollars) * 100);
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = dollars < 0 && cents > 0 ? '-' : '';
  return `${sign}$${whole}.${String(cents % 100).padStart(2, '0')}`;
}
