import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { createUser, signInOwner } from '../../../test/factories';

const { ctx } = useTestApp({ seed: true });

describe('POST /api/restaurants/owner/me', () => {
  it("answers the owner's restaurant to its owner, with no-store", async () => {
    const owner = await signInOwner(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/owner/me',
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const [restaurant] = response.json().data;
    expect(restaurant).toMatchObject({ name: expect.any(String), _id: expect.any(String) });
  });

  it('refuses anonymous callers, customers and admins who do not own the restaurant', async () => {
    const customer = await createUser(ctx.app);
    const otherAdmin = await createUser(ctx.app, { role: 'admin' });
    const answers = await Promise.all(
      [{}, customer.headers, otherAdmin.headers].map((headers) =>
        ctx.app.inject({ method: 'POST', url: '/api/restaurants/owner/me', headers }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([401, 403, 403]);
    expect(answers[2]!.json()).toEqual({ success: false, message: 'Only the restaurant owner can do this' });
  });
});
