import { describe, expect, it } from 'vitest';
import { decodeEscPos } from '../../../test/printer/escpos-decoder';
import type { TicketData } from './ticket-data';
import { encodeTicket } from './ticket-encoder';

const ticket = (overrides: Partial<TicketData> = {}): TicketData => ({
  restaurantName: 'Flame-kissed',
  timeZone: 'America/Chicago',
  orderId: 'order-0000-abcdef12',
  orderNumber: 1042,
  cancelled: false,
  pickupTime: new Date('2026-11-26T00:30:00Z'),
  placedAt: new Date('2026-11-25T23:50:00Z'),
  customerName: 'Asha Gurung',
  phone: '+1 512 555 0100',
  paymentMethod: 'pay at restaurant',
  totalCents: 2400,
  lines: [{ name: 'Butter Chicken', quantity: 2, lineCents: 2400, options: [], instructions: 'No cilantro' }],
  ...overrides,
});

describe('a ticket in ESC/POS', () => {
  it('in ASCII: the text, its rules and box, and a cut', () => {
    const decoded = decodeEscPos(encodeTicket(ticket(), 80));
    const text = decoded.lines.join('\n');
    for (const expected of [
      'Order 1042',
      '6:30 PM',
      'Asha Gurung',
      // Typed '+1 512 555 0100': written the one way the dashboard shows a US number.
      '(512) 555-0100',
      '2 x Butter Chicken',
      'Pay at Restaurant',
    ])
      expect(text).toContain(expected);
    expect(decoded.endsWithCut).toBe(true);
  });

  it("with the customer's phone as the dashboard writes it: a US number one way, another as typed", () => {
    const printed = (phone: string) => decodeEscPos(encodeTicket(ticket({ phone }), 80)).lines.join('\n');
    expect(printed('5125550177')).toContain('(512) 555-0177');
    expect(printed('5125550177')).not.toContain('5125550177');
    expect(printed('+44 20 7946 0958')).toContain('+44 20 7946 0958');
  });

  it('with letters outside ASCII: each printed in a code page that has it', () => {
    const decoded = decodeEscPos(
      encodeTicket(
        ticket({
          customerName: 'Zoë Müller',
          lines: [{ name: 'Crème brûlée', quantity: 1, lineCents: 800, options: [], instructions: null }],
        }),
        80,
      ),
    );
    // Code page 437's bytes for the letters used here.
    const cp437: Record<string, string> = { '\x81': 'ü', '\x82': 'é', '\x89': 'ë', '\x8a': 'è', '\x96': 'û' };
    const text = decoded.lines.join('\n').replace(/[\x80-\xff]/g, (byte) => cp437[byte] ?? '?');
    expect(text).toContain('Zoë Müller');
    expect(text).toContain('1 x Crème brûlée');
    expect(decoded.endsWithCut).toBe(true);
  });
});
