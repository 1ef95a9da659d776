import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { orderBody } from './order-test-helpers';

const {
  ctx,
  users: { alice },
} = useTestApp({ seed: true, users: { alice: {} } });

const post = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/orders/pickup', headers: alice.headers, payload });

afterEach(() => {
  vi.restoreAllMocks();
});

/** What PostgreSQL is sent while `action` runs, in order: a prepared statement by its name, any other by its text. */
async function statementsDuring(action: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { name?: string; text: string };
    sent.push(typeof config === 'string' ? config : (config.name ?? config.text));
    return query.apply(this, args);
  } as never);
  await action();
  return sent;
}

describe('the round trips of an online order', () => {
  it('reads the session and the order context, then locks, checks, writes and commits in one statement', async () => {
    const body = await orderBody(ctx.app);
    const sent = await statementsDuring(async () => {
      const response = await post(body);
      expect(response.statusCode, response.body).toBe(201);
    });
    expect(sent).toEqual([
      'auth_session_user',
      'order_context',
      `insert_checked_order_${body.items.length}_lines`,
    ]);
  });

  it('writes a consent to marketing email in the same transaction as the order', async () => {
    const body = await orderBody(ctx.app);
    const sent = await statementsDuring(async () => {
      const response = await post({ ...body, marketingConsent: true });
      expect(response.statusCode, response.body).toBe(201);
    });
    expect(sent).toEqual([
      'auth_session_user',
      'order_context',
      'begin',
      `insert_checked_order_${body.items.length}_lines`,
      expect.stringMatching(/^update "users" set "marketing_consent_at"/),
      'commit',
    ]);
  });
});
