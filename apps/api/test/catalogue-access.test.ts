import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed';
import { CATALOGUE_ACCESS_CASES } from './access/catalogue-cases';
import { createUser, signInOwner } from './factories';
import { createTestApp, type TestContext } from './test-app';

let ctx: TestContext;
let callers: { role: 'anonymous' | 'customerA' | 'customerB' | 'owner'; headers: Record<string, string> }[];
let ownerHeaders: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.db, ctx.config.demoAccounts);
  ownerHeaders = (await signInOwner(ctx.app)).headers;
  callers = [
    { role: 'anonymous', headers: {} },
    { role: 'customerA', headers: (await createUser(ctx.app)).headers },
    { role: 'customerB', headers: (await createUser(ctx.app)).headers },
    { role: 'owner', headers: ownerHeaders },
  ];
});
afterAll(() => ctx.close());

describe("the owner's menu and team routes, as anonymous, two customers and the owner", () => {
  for (const [route, accessCase] of Object.entries(CATALOGUE_ACCESS_CASES)) {
    it(route, async () => {
      const answers: Record<string, number> = {};
      for (const caller of callers) {
        const options = await accessCase.request({ ctx, ownerHeaders }, caller);
        const response = await ctx.app.inject({ ...options, headers: caller.headers });
        answers[caller.role] = response.statusCode;
      }
      expect(answers).toEqual(accessCase.expect);
    });
  }
});
