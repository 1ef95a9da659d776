/** Short order code: the last n characters of the id in upper case (6 for customers, 8 for the admin). */
export function orderShortCode(id: string, length: 6 | 8 = 6): string {
  return id.slice(-length).toUpperCase();
}

/**
 * How every screen, email and ticket names an order: 'Order 1014'. The number leads because customer and
 * restaurant both say it on the phone; the short code only follows it as secondary text.
 */
export function orderName(orderNumber: number): string {
  return `Order ${orderNumber}`;
}

/** The short code as secondary text after the order's name: 'code #86D591' ('#' and the code). */
export function orderCodeText(code: string): string {
  return `code #${code}`;
}

/** The name and the code on one line, where there is room for only one: 'Order 1014 · code #86D591'. */
export function orderNameWithCode(orderNumber: number, code: string): string {
  return `${orderName(orderNumber)} · ${orderCodeText(code)}`;
}

/**
 * Whether a search typed on an order list finds this order: by its number ('1014', '#1014', 'Order 1014' and
 * any start of it, so '101' narrows as the customer types) or by its short code anywhere in the id's last
 * characters ('86D591', '#86d5'). Case and surrounding spaces do not matter; an empty search finds every order.
 */
export function orderMatchesSearch(order: { orderNumber: number; code: string }, query: string): boolean {
  const needle = query
    .trim()
    .toLowerCase()
    .replace(/^order\s*/, '')
    .replace(/^#\s*/, '');
  if (!needle) return true;
  return String(order.orderNumber).startsWith(needle) || order.code.toLowerCase().includes(needle);
}
