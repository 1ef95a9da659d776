import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { outboxMessages, restaurants } from '../../db/schema';
import { menu, placeOrder } from '../orders/order-test-helpers';

const {
  ctx,
  owner,
  sink,
  users: { customer },
} = useTestApp({
  mail: { from: 'Flame-kissed <orders@flamekissed.example>' },
  seed: true,
  users: { customer: { name: 'Asha Gurung' } },
});
beforeEach(async () => {
  await ctx.db.delete(outboxMessages);
  sink.received.length = 0;
});

const setNewOrderEmails = (newOrderEmails: boolean) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/mail/settings',
    headers: owner.headers,
    payload: { reminderHours: 3, newOrderEmails },
  });

describe("the restaurant's copy of each new order", () => {
  it('is off by default: only the customer hears of the order', async () => {
    const status = await ctx.app.inject({ method: 'GET', url: '/api/admin/mail', headers: owner.headers });
    expect(status.json().data.settings).toEqual({ reminderHours: 3, newOrderEmails: false });
    await placeOrder(ctx.app, customer.headers);
    expect(await ctx.app.mail.sender.deliverDue()).toBe(1);
    expect(sink.received.map((mail) => mail.to && 'text' in mail.to && mail.to.text)).toEqual([
      customer.email,
    ]);
  });

  it('when switched on, reaches the restaurant with lines, options, pickup time, name and phone', async () => {
    expect((await setNewOrderEmails(true)).statusCode).toBe(200);
    const curry = (await menu(ctx.app)).find((food) => food.name === 'Butter Chicken')!;
    const choice = (group: string, name: string) =>
      curry.optionGroups.find((g) => g.name === group)!.choices.find((c) => c.name === name)!._id;
    const order = await placeOrder(ctx.app, customer.headers, {
      items: [
        {
          foodId: curry._id,
          quantity: 2,
          choiceIds: [choice('Spice level', 'Hot')],
          specialInstructions: 'No cilantro',
        },
      ],
      phone: '(512) 555-0142',
    });
    expect(await ctx.app.mail.sender.deliverDue()).toBe(2);
    const [restaurant] = await ctx.db.select().from(restaurants);
    const copy = sink.received.find((mail) => mail.subject?.startsWith(`Order ${order.orderNumber} from `))!;
    expect(copy.to).toMatchObject({ text: restaurant!.email });
    expect(copy.replyTo?.text).toBe(customer.email);
    expect(copy.subject).toMatch(
      new RegExp(
        `^Order ${order.orderNumber} from Asha Gurung: pickup \\w{3}, \\w{3} \\d+ at \\d+:\\d\\d [AP]M$`,
      ),
    );
    // The HTML part without React's text separators.
    for (const part of [copy.text!, (copy.html as string).replaceAll('<!-- -->', '')]) {
      expect(part).toContain('2 × Butter Chicken');
      expect(part).toContain('Spice level: Hot');
      expect(part).toContain('No cilantro');
      expect(part).toContain('Asha Gurung');
      expect(part).toContain('(512) 555-0142');
      expect(part).toContain(`$${order.total.toFixed(2)}`);
    }

    // Switched off again: the next order sends the customer's confirmation only.
    expect((await setNewOrderEmails(false)).statusCode).toBe(200);
    sink.received.length = 0;
    await placeOrder(ctx.app, customer.headers);
    expect(await ctx.app.mail.sender.deliverDue()).toBe(1);
    expect(sink.received[0]!.subject).toMatch(/^Order \d+ is placed/);
  });

  it('only the owner may change the email settings', async () => {
    const answer = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/mail/settings',
      headers: customer.headers,
      payload: { reminderHours: 3, newOrderEmails: true },
    });
    expect(answer.statusCode).toBe(403);
  });
});
