import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';

const { ctx } = useTestApp({});

it('answers 200 while the database answers', async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ success: true, data: { status: 'ok', database: 'up' } });
});

it('answers unknown API routes with a 404 envelope', async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ success: false, message: 'Route GET /api/nothing-here not found' });
});

it('sends the security headers', async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/(^|;)script-src 'self'(;|$)/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
});
