import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { orderBody } from './order-test-helpers';

const { ctx } = useTestApp({ seed: true, config: { rateLimit: true, ordersPerAddressPerHour: 3 } });

describe('new orders per client address', () => {
  it('lets one address place 3 orders an hour however many throwaway accounts race, another address unaffected', async () => {
    const accounts = await Promise.all(Array.from({ length: 6 }, () => createUser(ctx.app)));
    const body = await orderBody(ctx.app);
    const answers = await Promise.all(
      accounts.map((account) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/orders/pickup',
          headers: account.headers,
          payload: body,
          remoteAddress: '203.0.113.50',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    expect(answers.find((answer) => answer.statusCode === 429)!.json().message).toMatch(/^Too many requests/);

    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/pickup',
      headers: accounts[0]!.headers,
      payload: body,
      remoteAddress: '203.0.113.51',
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });
});
