import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixtures/test-app-fixture';

/** With CORS_ORIGIN set, a permitted origin may call every method the API answers; other origins none. */

const { ctx } = useTestApp({ config: { corsOrigin: 'https://partner.example, https://other.example' } });

const preflight = (origin: string, method: string) =>
  ctx.app.inject({
    method: 'OPTIONS',
    url: '/api/food/some-id',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization, content-type',
    },
  });

describe('CORS preflight', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])('allows %s from a permitted origin', async (method) => {
    const response = await preflight('https://partner.example', method);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(
      String(response.headers['access-control-allow-methods'])
        .split(',')
        .map((m) => m.trim()),
    ).toContain(method);
    expect(String(response.headers['access-control-allow-headers'])).toContain('authorization');
  });

  it('names no origin for one that is not permitted', async () => {
    const response = await preflight('https://evil.example', 'DELETE');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
