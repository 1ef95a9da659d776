import { beforeAll, describe, expect, it } from 'vitest';
import { OWNER_ONLY_MESSAGE } from '../src/lib/site-restaurant';
import { ACCESS_CASES } from './access/access-cases';
import { buildWorld, ROLES, type Caller, type Role, type World } from './access/world';
import { createUser, type TestUser } from './factories';
import { useTestApp } from './fixtures/test-app-fixture';

let world: World;
// With the site's address, as in production: robots.txt and the sitemap are published.
const { ctx } = useTestApp({ config: { publicUrl: 'https://flamekissed.test' } });
beforeAll(async () => {
  world = await buildWorld(ctx);
});

/**
 * The status of an event stream's answer, read over a real connection that is then dropped, and a refusal's
 * message (a refusal is an ordinary JSON answer, not a stream).
 */
async function streamAnswer(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; message?: string }> {
  const address = ctx.app.server.listening ? ctx.app.server.address() : null;
  const port = address && typeof address === 'object' ? address.port : await listen();
  const abort = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}${url}`, { headers, signal: abort.signal });
  if (response.ok) {
    abort.abort();
    return { status: response.status };
  }
  return { status: response.status, message: ((await response.json()) as { message: string }).message };
}

async function listen(): Promise<number> {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  return address && typeof address === 'object' ? address.port : 0;
}

/** Bodies no route accepts: text that is not JSON, and JSON of the wrong shape. */
const INVALID_BODIES = ['{"unfinished', JSON.stringify({ unexpected: [1, 2, 3] })];
/** The answers a guard gives: a caller without access gets them whatever the body holds. */
const GUARD_ANSWERS = new Set([401, 403]);

const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** A route for the owner alone: nobody signed in gets 401, either customer 403. */
const isOwnerOnly = (expected: Record<Role, number>) =>
  expected.anonymous === 401 && expected.customerA === 403 && expected.customerB === 403;

describe('access matrix: every route, as anonymous, customer A, customer B and the owner', () => {
  it('has a written-down row for every route the API registers, and no row for a route that is gone', () => {
    const registered = ctx.app.routeTable.map(routeKey).sort();
    expect(
      registered.filter((key) => !(key in ACCESS_CASES)),
      'routes without a row in ACCESS_CASES',
    ).toEqual([]);
    expect(
      Object.keys(ACCESS_CASES).filter((key) => !registered.includes(key)),
      'rows of no route',
    ).toEqual([]);
  });

  for (const [route, accessCase] of Object.entries(ACCESS_CASES)) {
    it(route, async () => {
      const answers: Record<string, number> = {};
      const refusals: Partial<Record<Role, string>> = {};
      for (const role of ROLES) {
        const caller = world.callers[role];
        const options = await accessCase.request(world, caller);
        const headers = { ...caller.headers, ...(options.headers as Record<string, string> | undefined) };
        if (accessCase.stream) {
          const answer = await streamAnswer(String(options.url), headers);
          answers[role] = answer.status;
          if (answer.status === 403) refusals[role] = answer.message;
          continue;
        }
        const response = await ctx.app.inject({ ...options, headers });
        answers[role] = response.statusCode;
        if (response.statusCode === 403) refusals[role] = response.json().message;
        if (response.statusCode >= 400 && String(response.headers['content-type'] ?? '').includes('json')) {
          expect(response.json(), `${route} as ${role}`).toMatchObject({
            success: false,
            message: expect.any(String),
          });
        }
        accessCase.check?.(response, caller, world);
      }
      expect(answers).toEqual(accessCase.expect);
      if (isOwnerOnly(accessCase.expect)) {
        // One guard, one refusal: a signed-in customer hears the same sentence on every owner-only route.
        expect(refusals).toEqual({ customerA: OWNER_ONLY_MESSAGE, customerB: OWNER_ONLY_MESSAGE });
      }
    });
  }

  describe('an admin who does not own the restaurant gets the same owner-only refusal', () => {
    let strayAdmin: TestUser;
    beforeAll(async () => {
      strayAdmin = await createUser(ctx.app, { role: 'admin' });
    });

    for (const [route, accessCase] of Object.entries(ACCESS_CASES)) {
      if (!isOwnerOnly(accessCase.expect)) continue;
      it(route, async () => {
        // Built as customer B's call (refused too), so whatever the row makes for its caller stays apart.
        const caller: Caller = { role: 'customerB', headers: strayAdmin.headers };
        const options = await accessCase.request(world, caller);
        const headers = { ...strayAdmin.headers, ...(options.headers as Record<string, string> | undefined) };
        if (accessCase.stream) {
          expect(await streamAnswer(String(options.url), headers)).toEqual({
            status: 403,
            message: OWNER_ONLY_MESSAGE,
          });
          return;
        }
        const response = await ctx.app.inject({ ...options, headers });
        expect({ status: response.statusCode, message: response.json().message }).toEqual({
          status: 403,
          message: OWNER_ONLY_MESSAGE,
        });
      });
    }
  });

  describe('a caller without access gets 401 or 403 before the body is read, whatever it holds', () => {
    for (const [route, accessCase] of Object.entries(ACCESS_CASES)) {
      const refused = ROLES.filter((role) => GUARD_ANSWERS.has(accessCase.expect[role]));
      if (accessCase.stream || refused.length === 0) continue;
      it(route, async () => {
        const answers: Record<string, number> = {};
        const expected: Record<string, number> = {};
        for (const role of refused) {
          const caller = world.callers[role];
          const options = await accessCase.request(world, caller);
          for (const [index, payload] of INVALID_BODIES.entries()) {
            const response = await ctx.app.inject({
              ...options,
              payload,
              headers: {
                ...(options.headers as Record<string, string> | undefined),
                ...caller.headers,
                'content-type': 'application/json',
              },
            });
            answers[`${role} ${index}`] = response.statusCode;
            expected[`${role} ${index}`] = accessCase.expect[role];
          }
        }
        expect(answers).toEqual(expected);
      });
    }
  });
});
