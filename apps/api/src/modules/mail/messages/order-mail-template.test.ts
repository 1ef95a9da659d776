import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { withFooterLink, type FooterLink } from '../templates/footer-link';
import type { OrderMailData } from './order-data';
import { orderMailTemplates } from './order-mail-template';
import { OrderPlaced } from './order-placed';
import { renderMail } from './render';

const footer: FooterLink = {
  href: 'https://flame.example/email-offers?token=a%2Bb&x="1"',
  label: 'Stop offers and news',
};

const line = (overrides: Partial<OrderMailData['lines'][number]> = {}): OrderMailData['lines'][number] => ({
  name: 'Butter Chicken',
  quantity: 2,
  lineCents: 3000,
  instructions: null,
  options: '',
  ...overrides,
});

const order = (overrides: Partial<OrderMailData> = {}): OrderMailData => ({
  orderNumber: 1042,
  code: '99001A',
  pickup: 'today at 6:30 PM',
  totalCents: 4550,
  lines: [line()],
  restaurant: {
    name: 'Flame & Kiss',
    phone: '(555) 010-2000',
    address: '1 Main St, Springfield, IL 62701',
    email: 'hi@flame.example',
    directions: 'https://www.google.com/maps/dir/?api=1&destination=1%20Main%20St',
  },
  orderUrl: 'https://flame.example/order/abc123',
  latestUpdate: 'Order placed',
  customer: { name: 'Asha', email: 'asha@example.com', phone: '' },
  dashboardUrl: 'https://flame.example/admin-dashboard/r1/pickups',
  adjustment: null,
  latestChange: [],
  ...overrides,
});

const LONG = 'Extra-long dish name that goes on and on '.repeat(8).trim();

/** Orders of every shape, with names that must be escaped, emoji, long texts, options, notes and discounts. */
const ORDERS: OrderMailData[] = [
  order(),
  order({ orderNumber: 7, totalCents: 0, lines: [] }),
  order({
    lines: [
      line({
        name: 'Dal <b>Makhani</b> & "Rice"',
        options: 'Large, +$2.00',
        instructions: "Don't add <salt>",
      }),
      line({ name: '🌶️ Vindaloo 🔥', quantity: 12, lineCents: 123456789, options: 'Hot' }),
      line({ name: LONG, quantity: 1, lineCents: 5, instructions: 'Leave at the counter & ring' }),
    ],
    adjustment: { cents: 550, reason: 'Regular\'s "thank you" <10%>' },
    totalCents: 123462000,
  }),
  order({
    orderNumber: 999999,
    pickup: 'Tue, Dec 1 at 11:45 AM',
    restaurant: {
      name: "Mama's <Kitchen> & Grill 🍛",
      phone: '+1 (512) 555-0142 ext. 7',
      address: '12 "Quoted" Rd & 5th, Austin, TX 78701',
      email: '',
      directions: 'https://maps.example/?q=a&b=%22c%22',
    },
    orderUrl: 'https://flame.example/order/x?key=a.b_c-d%2F',
  }),
  // Values the plain text would collapse or that cannot be filled in: rendered, the same bytes all the same.
  order({ restaurant: { ...order().restaurant, name: '  Spaced   out  ' } }),
  order({ lines: [line({ name: 'Two\nlines', instructions: '\ttab' })] }),
  order({ restaurant: { ...order().restaurant, phone: '' } }),
  order({ pickup: `on ${'a very long day '.repeat(10)}at noon` }),
  order({ orderUrl: 'javascript:alert(1)' }),
  order({ lines: [line({ name: 'zero\u200bwidth' })] }),
];

const byReact = (data: OrderMailData, link: FooterLink | undefined) =>
  withFooterLink(link, () => renderMail(createElement(OrderPlaced, { data })));

describe("an order's email filled in from its shape's template", () => {
  it('is byte for byte what rendering it gives, HTML and plain text, with and without a footer link', async () => {
    const templated = orderMailTemplates(OrderPlaced);
    for (const link of [footer, undefined]) {
      // Twice: the first of a shape makes its template, the second fills it in.
      for (const data of [...ORDERS, ...ORDERS]) {
        const filled = await withFooterLink(link, () => templated(data));
        expect(filled).toEqual(await byReact(data, link));
      }
    }
  });

  it('renders a shape only to make its template: later orders of that shape are filled in', async () => {
    let renders = 0;
    const Counted = (props: { data: OrderMailData }) => {
      renders++;
      return createElement(OrderPlaced, props);
    };
    const templated = orderMailTemplates(Counted);
    const first = order({ lines: [line({ options: 'Mild' })] });
    await withFooterLink(footer, () => templated(first));
    expect(renders).toBe(2);
    for (const [index, name] of ['Paneer & Peas', 'Chana "Masala"', 'Aloo <Gobi>', '🥘 Korma'].entries()) {
      const data = order({
        orderNumber: 2000 + index,
        code: `CODE${index}`,
        pickup: 'today at 7:15 PM',
        lines: [line({ name, options: `Size ${index}`, lineCents: 100 * index, quantity: index + 1 })],
        restaurant: { ...order().restaurant, name: `Renamed ${name}` },
      });
      const filled = await withFooterLink(footer, () => templated(data));
      expect(filled).toEqual(await byReact(data, footer));
      expect(filled.html).toContain(
        `Renamed ${name.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}`,
      );
    }
    expect(renders).toBe(2);
  });
});
