import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';

const { ctx } = useTestApp({ config: { rateLimit: true } });

const attempt = (url: string, remoteAddress: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress });

it('limits sign-in to 10 tries a minute per address, without saying whether the email exists', async () => {
  const body = { email: 'nobody@example.test', password: 'wrong-password' };
  const answers = [];
  for (let i = 0; i < 11; i += 1) answers.push(await attempt('/api/auth/login', '203.0.113.7', body));
  expect(answers.slice(0, 10).map((a) => a.statusCode)).toEqual(Array(10).fill(401));
  expect(answers[10]!.statusCode).toBe(429);
  expect(answers[10]!.json()).toMatchObject({
    success: false,
    message: expect.stringMatching(/^Too many requests/),
  });
  // Another address is not affected.
  expect((await attempt('/api/auth/login', '203.0.113.8', body)).statusCode).toBe(401);
});

it('limits sign-up per address too', async () => {
  const answers = [];
  for (let i = 0; i < 11; i += 1) {
    answers.push(
      await attempt('/api/auth/signup', '198.51.100.4', { name: 'X', email: 'bad', password: 'x' }),
    );
  }
  expect(answers[9]!.statusCode).toBe(400);
  expect(answers[10]!.statusCode).toBe(429);
});

it('limits reset-link requests to 5 in 15 minutes per address, with the same answer for any email', async () => {
  const answers = [];
  for (let i = 0; i < 6; i += 1) {
    answers.push(
      await attempt('/api/auth/forgot-password', '192.0.2.44', { email: `someone${i}@example.test` }),
    );
  }
  expect(answers.slice(0, 5).map((a) => a.statusCode)).toEqual(Array(5).fill(200));
  expect(answers[5]!.statusCode).toBe(429);
  expect(
    (await attempt('/api/auth/forgot-password', '192.0.2.45', { email: 'a@example.test' })).statusCode,
  ).toBe(200);
});
