import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The route's response schemas by status code ('200', '4xx', ...), as declared. */
  response: Readonly<Record<string, unknown>>;
  /**
   * The named `onRequest` and `preHandler` hooks the route runs (`requireUser`, `requireOwner`, ...), its own and
   * those its plugin or an enclosing one added with `addHook`, outermost first; empty for a public route.
   */
  guards: readonly string[];
  /**
   * The source file that registered the route, from the repository root (`apps/api/src/modules/...`). Guards
   * and files are read from the call stack: complete when the app runs from its source (the tests), not from
   * the bundle.
   */
  file: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered (HEAD twins left out): what the access and bad-input tests walk. */
    routeTable: readonly RegisteredRoute[];
  }
}

/** The hooks a guard runs as: before the handler, on every request of the route. */
const GUARD_HOOKS = new Set(['onRequest', 'preHandler']);

type Hook = (...args: never[]) => unknown;

/**
 * Records each route as it is registered. Call before any plugin, route or hook is added.
 *
 * Guards: a hook added with `addHook` applies to the routes of that instance and of every instance inside it,
 * and a plugin's instance inherits from its parent's (prototype chain), so the hooks a route runs besides its own
 * are those added on its instance and on each instance up that chain; of those, the ones the API's own code
 * added (not a dependency's, such as the cookie parser's).
 *
 * File: the `onRoute` hook runs inside the `app.get(...)` call, so the call stack names the file that adds the
 * route. A route a dependency adds (`@fastify/static`'s) is the file's that registered that dependency: plugins
 * load one at a time, when registered, so it is the last one the API's code registered.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  const scopedHooks = new WeakMap<object, Hook[]>();
  let lastRegisteringFile: string | undefined;

  const patchable = app as unknown as Record<
    'addHook' | 'register',
    (this: object, ...args: unknown[]) => unknown
  >;
  const { addHook, register } = patchable;
  patchable.addHook = function (...args) {
    const [name, hook] = args as [string, Hook];
    if (GUARD_HOOKS.has(name) && sourceFiles()[0]) {
      scopedHooks.set(this, [...(scopedHooks.get(this) ?? []), hook]);
    }
    return addHook.apply(this, args);
  };
  patchable.register = function (...args) {
    lastRegisteringFile = sourceFiles()[0] ?? lastRegisteringFile;
    return register.apply(this, args);
  };

  app.decorate('routeTable', routes);
  app.addHook('onRoute', function (route) {
    const response = (route.schema?.response ?? {}) as Record<string, unknown>;
    const hooks = scopeChain(this).flatMap((scope) => scopedHooks.get(scope) ?? []);
    for (const name of GUARD_HOOKS) hooks.push(...[route[name as 'onRequest'] ?? []].flat());
    const guards = [...new Set(hooks.map((hook) => hook.name).filter(Boolean))];
    const files = sourceFiles();
    const file =
      files.find((path) => path.startsWith('apps/api/src/modules/')) ?? files[0] ?? lastRegisteringFile;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, response, guards, file });
    }
  });
}

/** An instance and the ones it inherits from, outermost (the root) first. */
function scopeChain(instance: object): object[] {
  const chain: object[] = [];
  for (let scope: object | null = instance; scope; scope = Object.getPrototypeOf(scope) as object | null) {
    chain.unshift(scope);
  }
  return chain;
}

/** The API's source files on the call stack, innermost first, from the repository root (this file left out). */
function sourceFiles(): string[] {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = Infinity;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  return [...stack.matchAll(/apps\/api\/src\/[^:)\s?]+\.[cm]?[jt]sx?/g)]
    .map((match) => match[0])
    .filter((file) => file !== 'apps/api/src/lib/route-table.ts');
}
