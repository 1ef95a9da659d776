import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors';

async function appThrowing(error: Error) {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  app.get('/boom', async () => {
    throw error;
  });
  return app;
}

describe('errors plugin', () => {
  it('answers 503 with Retry-After when the database is unreachable, also behind a wrapped error', async () => {
    const driver = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const wrapped = new Error('Failed query: select 1', { cause: driver });
    for (const error of [
      driver,
      wrapped,
      new Error('Failed query', { cause: new Error('timeout exceeded when trying to connect') }),
    ]) {
      const app = await appThrowing(error);
      const response = await app.inject({ method: 'GET', url: '/boom' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({ success: false });
      await app.close();
    }
  });

  it('answers a generic 500 without the inner message for anything else', async () => {
    const app = await appThrowing(new Error('secret detail from a bug'));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret detail');
    await app.close();
  });
});
