import { apiFailureSchema } from '@flame/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test-app';

/** Routes that answer something other than JSON, with why. */
const NOT_JSON: Record<string, string> = {
  'GET /robots.txt': 'plain text for crawlers',
  'GET /sitemap.xml': 'XML for crawlers',
  'GET /uploads/*': 'stored image files',
};

/** Routes whose success is not JSON (an event stream, a redirect): only their refusals are the envelope. */
const JSON_ONLY_WHEN_REFUSED: Record<string, string> = {
  'GET /api/admin/events': 'an event stream',
  'GET /api/catalogue/events': 'an event stream',
  'GET /api/orders/:id/events': 'an event stream',
  'GET /api/orders/:id/guest/events': 'an event stream',
  'GET /api/restaurants/reservations/events': 'an event stream',
  'GET /api/waitlist/link/events': 'an event stream',
  'GET /api/auth/google': 'a redirect to the sign-in provider',
  'GET /api/auth/google/callback': 'a redirect back to the site',
  'GET /api/reports/orders.csv': 'a CSV download',
  'GET /api/admin/backups/:name': 'a backup download',
  'GET /api/admin/export': 'a zip download',
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ publicUrl: 'https://flamekissed.test' });
});
afterAll(() => ctx.close());

const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const isSuccessStatus = (status: string) => /^2(\d\d|xx)$/.test(status);

describe('response schemas: what every route answers is checked against the shared contract', () => {
  it('names only routes that exist among its exceptions', () => {
    const registered = new Set(ctx.app.routeTable.map(routeKey));
    const exceptions = [...Object.keys(NOT_JSON), ...Object.keys(JSON_ONLY_WHEN_REFUSED)];
    expect(exceptions.filter((key) => !registered.has(key))).toEqual([]);
  });

  it('gives every JSON route a schema for each success it answers', () => {
    const missing = ctx.app.routeTable
      .filter((route) => !(routeKey(route) in NOT_JSON) && !(routeKey(route) in JSON_ONLY_WHEN_REFUSED))
      .filter((route) => !Object.keys(route.response).some(isSuccessStatus))
      .map(routeKey);
    expect(missing, 'JSON routes without a success schema').toEqual([]);
  });

  it('answers every refusal and failure of a JSON route with the one error envelope', () => {
    const others = ctx.app.routeTable
      .filter((route) => !(routeKey(route) in NOT_JSON))
      .filter(
        (route) => route.response['4xx'] !== apiFailureSchema || route.response['5xx'] !== apiFailureSchema,
      )
      .map(routeKey);
    expect(others, 'JSON routes whose errors are not the shared envelope').toEqual([]);
  });

  it('declares no success schema where the success is not JSON', () => {
    const declared = ctx.app.routeTable
      .filter((route) => routeKey(route) in JSON_ONLY_WHEN_REFUSED)
      .filter((route) => Object.keys(route.response).some(isSuccessStatus))
      .map(routeKey);
    expect(declared).toEqual([]);
  });
});
