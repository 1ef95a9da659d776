import { describe, expect, it } from 'vitest';
import { adminEventInvalidates } from './admin-events';
import { queryKeys } from './query-keys';

type Leaf = { path: string; key: readonly unknown[] };

/** Every key of the registry with its place in it; functions are called with sample arguments. */
function leaves(node: unknown, path: string): Leaf[] {
  if (Array.isArray(node)) return [{ path, key: node }];
  if (typeof node === 'function')
    return [{ path, key: (node as (...args: string[]) => unknown[])('a', 'b') }];
  return Object.entries(node as Record<string, unknown>).flatMap(([name, child]) =>
    leaves(child, path ? `${path}.${name}` : name),
  );
}

const isPrefix = (short: readonly unknown[], long: readonly unknown[]) =>
  short.length <= long.length && short.every((part, index) => part === long[index]);

/** The registry's group of a key: `orders` for `orders.detail`, `admin.inbox` for `admin.inbox.count`. */
const group = (path: string) =>
  (path.startsWith('admin.') ? path.split('.').slice(0, 2) : path.split('.').slice(0, 1)).join('.');

describe('queryKeys', () => {
  const all = leaves(queryKeys, '');

  it('gives every query its own key', () => {
    const hashes = all.map(({ key }) => JSON.stringify(key));
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('nests a key only under a key of its own resource, so invalidating one resource never reaches another', () => {
    for (const outer of all) {
      for (const inner of all) {
        if (outer === inner || !isPrefix(outer.key, inner.key)) continue;
        expect(group(inner.path), `${inner.path} lies under ${outer.path}`).toBe(group(outer.path));
      }
    }
  });

  it('keeps per-user reads apart, so one customer never sees another one cached', () => {
    expect(queryKeys.orders.list('ann')).not.toEqual(queryKeys.orders.list('bob'));
    expect(queryKeys.reservations.mineOf('ann')).not.toEqual(queryKeys.reservations.mineOf('bob'));
    expect(queryKeys.addresses('ann')).not.toEqual(queryKeys.addresses('bob'));
    expect(queryKeys.mailPreferences('ann')).not.toEqual(queryKeys.mailPreferences('bob'));
  });

  it("refreshes on the owner's live events only keys of the registry", () => {
    const registered = new Set(all.map(({ key }) => JSON.stringify(key)));
    for (const [event, keys] of Object.entries(adminEventInvalidates)) {
      for (const key of keys)
        expect(registered, `${event}: ${JSON.stringify(key)}`).toContain(JSON.stringify(key));
    }
  });
});
