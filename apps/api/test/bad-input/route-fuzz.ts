import fc from 'fast-check';
import { OAuth2Server } from 'oauth2-mock-server';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyArbitrary, idArbitrary, queryArbitrary, type GeneratedBody } from './arbitraries';
import { changeCount, installChangeCounter } from './change-counter';
import { buildWorld, type Role, type World } from '../access/world';
import { createTestApp, type TestContext } from '../test-app';

/** Generated requests per route (at least 200). */
const RUNS_PER_ROUTE = 200;
const CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function withBody(options: InjectOptions, body: GeneratedBody): InjectOptions {
  switch (body.kind) {
    case 'none':
      return options;
    case 'json':
      return {
        ...options,
        payload: JSON.stringify(body.value),
        headers: { ...options.headers, 'content-type': 'application/json' },
      };
    case 'raw':
      return {
        ...options,
        payload: body.text,
        headers: { ...options.headers, 'content-type': 'application/json' },
      };
    case 'form': {
      const form = new FormData();
      for (const [name, value] of Object.entries(body.fields)) form.append(name, value);
      return { ...options, payload: form };
    }
  }
}

const isStream = (method: string, url: string) => method === 'GET' && url.endsWith('/events');
/** Streams open to anyone: the only ones an anonymous caller keeps open, so they are read over a connection. */
const PUBLIC_STREAMS = new Set(['/api/catalogue/events']);

/** Who may call a route here: streams only anonymously (a signed-in stream would stay open), logout never signed in. */
function callersOf(method: string, url: string): Role[] {
  if (isStream(method, url)) return ['anonymous'];
  if (url === '/api/auth/logout') return ['anonymous'];
  return ['anonymous', 'customerA', 'owner'];
}

/** The status of a stream open to anyone, read over a real connection that is then dropped (a stream never ends). */
async function streamStatus(
  ctx: TestContext,
  path: string,
  query: Record<string, string> | undefined,
): Promise<number> {
  if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  const abort = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}${path}?${new URLSearchParams(query)}`, {
    signal: abort.signal,
  });
  abort.abort();
  return response.status;
}

/**
 * Registers the fuzz tests of one part of the route table (every `parts`-th route from the `part`-th), so the
 * routes are shared between test files that run side by side. Each part builds its own app and world. A real
 * identity provider runs, so the Google sign-in routes are exercised too (unconfigured, they answer 503 by
 * design).
 */
export async function describeBadInputPart(part: number, parts: number): Promise<void> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  const ctx: TestContext = await createTestApp({
    oidc: { issuer: provider.issuer.url!, clientId: 'flame-web', clientSecret: 'flame-secret' },
  });
  // Built while the file is collected, so that each registered route gets a test of its own.
  const routes = ctx.app.routeTable
    .map((route) => `${route.method} ${route.url}`)
    .filter((_, index) => index % parts === part - 1);
  let world: World;
  let realIds: string[];
  beforeAll(async () => {
    world = await buildWorld(ctx);
    await installChangeCounter(ctx.db);
    const order = await world.orderOfA();
    const address = await world.addressOfA();
    const reservation = await world.reservationOfA();
    realIds = [world.restaurantId, world.foodId, order, address, reservation.id, reservation.tableId];
  });
  afterAll(async () => {
    await ctx.close();
    await provider.stop();
  });

  describe(`bad input, routes part ${part} of ${parts}: generated bodies, queries and ids never get a 5xx and change nothing when refused`, () => {
    it.each(routes)(
      '%s',
      async (key) => {
        const [method, url] = key.split(' ') as [InjectOptions['method'] & string, string];
        const paramNames = [...url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
        const request = fc.record({
          caller: fc.constantFrom(...callersOf(method, url)),
          params: fc.tuple(...paramNames.map(() => idArbitrary(realIds))),
          query: queryArbitrary,
          body: method === 'GET' ? fc.constant<GeneratedBody>({ kind: 'none' }) : bodyArbitrary,
        });

        await fc.assert(
          fc.asyncProperty(request, async ({ caller, params, query, body }) => {
            let path = url;
            paramNames.forEach((name, index) => {
              path = path.replace(name === '*' ? '*' : `:${name}`, encodeURIComponent(params[index]!));
            });
            const options = withBody(
              { method, url: path, query, headers: { ...world.callers[caller].headers } },
              body,
            );
            if (PUBLIC_STREAMS.has(url)) {
              // A query beyond Node's header limit gets 431 from the HTTP parser before any route runs.
              expect(await streamStatus(ctx, path, query), `${method} ${path}`).toBeLessThan(500);
              return;
            }
            const before = CHANGING.has(method) ? await changeCount(ctx.db) : null;
            const response = await ctx.app.inject(options);

            expect(response.statusCode, `${method} ${path}: ${response.body.slice(0, 300)}`).toBeLessThan(
              500,
            );
            // Not JSON: the seo files, uploads, the sign-in redirects and the downloads a success answers (the
            // export's zip, the reports' CSV). A refusal is JSON always.
            const download =
              response.statusCode < 300 &&
              !String(response.headers['content-type']).includes('application/json');
            if (
              !url.startsWith('/api/') ||
              (response.statusCode >= 300 && response.statusCode < 400) ||
              download
            )
              return;
            const envelope = response.json() as { success: boolean; message?: unknown };
            if (response.statusCode >= 400) {
              expect(envelope.success).toBe(false);
              expect(typeof envelope.message === 'string' && envelope.message.length > 0, response.body).toBe(
                true,
              );
              if (before !== null) {
                expect(await changeCount(ctx.db), `${method} ${path} changed data when refused`).toBe(before);
              }
            } else {
              expect(envelope.success).toBe(true);
            }
          }),
          { numRuns: RUNS_PER_ROUTE },
        );
      },
      120_000,
    );
  });
}
