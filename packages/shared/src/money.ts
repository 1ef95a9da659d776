/** Money is integer cents inside the system and dollars with 2 decimals on the wire and screen. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Discounted price: price × (1 − discount/100), rounded to the cent. A discount of 100 makes it free. */
export function discountedCents(priceCents: number, discountPercent: number): number {
  const discount = Math.min(100, Math.max(0, discountPercent));
  return Math.round((priceCents * (100 - discount)) / 100);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** `$12.50` (en-US, USD). */
export function formatPrice(dollars: number): string {
  return usd.format(dollars);
}
