import { describe, expect, it } from 'vitest';
import {
  CHIME_REPEAT_MS,
  createNewOrderAlert,
  titleWithUnseenOrders,
  type AlertTimers,
} from './new-order-alert';

/** Timers driven by hand: `advance(ms)` runs what falls due, as the clock moves on. */
function fakeTimers() {
  let now = 0;
  let nextId = 1;
  const intervals = new Map<number, { run: () => void; ms: number; due: number }>();
  const timers: AlertTimers = {
    setInterval: (run, ms) => {
      const id = nextId++;
      intervals.set(id, { run, ms, due: now + ms });
      return id;
    },
    clearInterval: (handle) => intervals.delete(handle as number),
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const next = [...intervals.values()].sort((a, b) => a.due - b.due)[0];
      if (!next || next.due > end) break;
      now = next.due;
      next.due += next.ms;
      next.run();
    }
    now = end;
  };
  return { timers, advance, running: () => intervals.size };
}

function setUp() {
  const clock = fakeTimers();
  let chimes = 0;
  const counts: number[] = [];
  const alert = createNewOrderAlert({
    chime: () => (chimes += 1),
    timers: clock.timers,
    onUnseenChange: (count) => counts.push(count),
  });
  return { alert, clock, counts, chimes: () => chimes };
}

describe('createNewOrderAlert', () => {
  it('chimes on arrival and again every 25 seconds until the board is seen', () => {
    const { alert, clock, chimes, counts } = setUp();
    alert.orderArrived('a');
    expect(chimes()).toBe(1);
    expect(alert.unseenCount()).toBe(1);
    clock.advance(CHIME_REPEAT_MS - 1);
    expect(chimes()).toBe(1);
    clock.advance(1);
    expect(chimes()).toBe(2);
    clock.advance(CHIME_REPEAT_MS * 3);
    expect(chimes()).toBe(5);

    alert.setBoardInView(true);
    expect(alert.unseenCount()).toBe(0);
    expect(clock.running()).toBe(0);
    clock.advance(CHIME_REPEAT_MS * 4);
    expect(chimes()).toBe(5);
    expect(counts).toEqual([1, 0]);
  });

  it('counts each unseen order once, with one repeating chime for all of them', () => {
    const { alert, clock, chimes, counts } = setUp();
    alert.orderArrived('a');
    clock.advance(10_000);
    alert.orderArrived('b');
    alert.orderArrived('b');
    expect(alert.unseenCount()).toBe(2);
    expect(chimes()).toBe(2);
    expect(clock.running()).toBe(1);
    clock.advance(15_000);
    expect(chimes()).toBe(3);
    expect(counts).toEqual([1, 2]);
  });

  it('an order that arrives while the board is in view is seen at once: one chime, no count', () => {
    const { alert, clock, chimes, counts } = setUp();
    alert.setBoardInView(true);
    alert.orderArrived('a');
    expect(chimes()).toBe(1);
    expect(alert.unseenCount()).toBe(0);
    clock.advance(CHIME_REPEAT_MS * 2);
    expect(chimes()).toBe(1);
    expect(counts).toEqual([]);
  });

  it('leaving the board keeps later orders unseen; an order seen before does not come back', () => {
    const { alert, clock, chimes } = setUp();
    alert.orderArrived('a');
    alert.setBoardInView(true);
    alert.setBoardInView(false);
    alert.orderArrived('a');
    expect(alert.unseenCount()).toBe(0);
    alert.orderArrived('b');
    expect(alert.unseenCount()).toBe(1);
    clock.advance(CHIME_REPEAT_MS);
    expect(chimes()).toBe(3);
  });

  it('dispose stops the repeating chime', () => {
    const { alert, clock, chimes } = setUp();
    alert.orderArrived('a');
    alert.dispose();
    clock.advance(CHIME_REPEAT_MS * 2);
    expect(chimes()).toBe(1);
  });
});

describe('titleWithUnseenOrders', () => {
  it('puts the count before the title, replaces an older count, and removes it at zero', () => {
    const title = 'Settings · Admin Dashboard | Flame-kissed';
    const two = titleWithUnseenOrders(title, 2);
    expect(two).toBe('(2) New orders · Settings · Admin Dashboard | Flame-kissed');
    expect(titleWithUnseenOrders(two, 3)).toBe('(3) New orders · Settings · Admin Dashboard | Flame-kissed');
    expect(titleWithUnseenOrders(two, 0)).toBe(title);
  });
});
