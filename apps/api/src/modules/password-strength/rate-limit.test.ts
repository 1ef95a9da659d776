import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';

const { ctx } = useTestApp({ config: { rateLimit: true } });

const rate = (remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/password-strength',
    payload: { password: 'momo-dumpling' },
    remoteAddress,
  });

it('answers the meter 60 times a minute per address, then 429 with when to try again', async () => {
  const answers = [];
  for (let i = 0; i < 61; i += 1) answers.push(await rate('203.0.113.21'));
  expect(answers.slice(0, 60).map((a) => a.statusCode)).toEqual(Array(60).fill(200));
  expect(answers[60]!.statusCode).toBe(429);
  expect(answers[60]!.json()).toMatchObject({ success: false, message: expect.stringMatching(/^Too many/) });
  // Another address is not affected.
  expect((await rate('203.0.113.22')).statusCode).toBe(200);
});
