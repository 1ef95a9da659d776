import { describe, expect, it } from 'vitest';
import {
  CHIME_REPEAT_MS,
  createNewOrderAlert,
  cancellationText,
  titleWithWaitingOrders,
  type OrderAlertState,
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
  const states: OrderAlertState[] = [];
  const alert = createNewOrderAlert({
    chime: () => (chimes += 1),
    timers: clock.timers,
    onChange: (state) => states.push(state),
  });
  return { alert, clock, states, chimes: () => chimes };
}

describe('createNewOrderAlert', () => {
  it('chimes on arrival and every 20 seconds until the order is accepted, not merely seen', () => {
    const { alert, clock, chimes } = setUp();
    expect(CHIME_REPEAT_MS).toBe(20_000);
    alert.orderArrived('a');
    expect(chimes()).toBe(1);
    expect(alert.state().waiting).toBe(1);
    clock.advance(19_999);
    expect(chimes()).toBe(1);
    clock.advance(1);
    expect(chimes()).toBe(2);
    // Minutes go by with the board open: still pending, still chiming.
    clock.advance(5 * 60_000);
    expect(chimes()).toBe(17);

    alert.orderAnswered('a');
    expect(alert.state().waiting).toBe(0);
    expect(clock.running()).toBe(0);
    clock.advance(60_000);
    expect(chimes()).toBe(17);
  });

  it('keeps chiming while any order waits; an order counted twice counts once', () => {
    const { alert, clock, chimes } = setUp();
    alert.orderArrived('a');
    alert.orderArrived('a');
    alert.orderArrived('b');
    expect(chimes()).toBe(2);
    expect(alert.state().waiting).toBe(2);
    expect(clock.running()).toBe(1);
    alert.orderAnswered('a');
    clock.advance(20_000);
    expect(chimes()).toBe(3);
    alert.orderAnswered('b');
    expect(clock.running()).toBe(0);
  });

  it("takes the server's pending orders as the truth: after a reload, and when another screen accepts one", () => {
    const { alert, clock, chimes } = setUp();
    // A reload: the board's list still holds two pending orders, which chime on the next repeat.
    alert.pendingOrders(['a', 'b']);
    expect(alert.state().waiting).toBe(2);
    clock.advance(20_000);
    expect(chimes()).toBe(1);
    // Accepted on the kitchen's tablet: the next list no longer has it.
    alert.pendingOrders(['b']);
    expect(alert.state().waiting).toBe(1);
    alert.pendingOrders([]);
    expect(clock.running()).toBe(0);
  });

  it('does not bring back an order answered here from a list read before the answer', () => {
    const { alert } = setUp();
    alert.orderArrived('a');
    alert.orderAnswered('a');
    alert.pendingOrders(['a']);
    expect(alert.state().waiting).toBe(0);
  });

  it("alerts a customer's cancellation as loudly, with its number, until acknowledged", () => {
    const { alert, clock, chimes, states } = setUp();
    alert.cancelledByCustomer({ orderId: 'c', orderNumber: 1042 });
    alert.cancelledByCustomer({ orderId: 'c', orderNumber: 1042 });
    expect(chimes()).toBe(1);
    expect(states.at(-1)).toEqual({
      waiting: 0,
      unseen: 0,
      cancellations: [{ orderId: 'c', orderNumber: 1042 }],
    });
    clock.advance(60_000);
    expect(chimes()).toBe(4);
    alert.acknowledge('c');
    expect(states.at(-1)).toEqual({ waiting: 0, unseen: 0, cancellations: [] });
    expect(clock.running()).toBe(0);
  });

  it('counts an order as unseen until the board is in view, and keeps chiming after that until it is accepted', () => {
    const { alert, clock, chimes } = setUp();
    alert.orderArrived('a');
    expect(alert.state()).toMatchObject({ waiting: 1, unseen: 1 });
    alert.setBoardInView(true);
    expect(alert.state()).toMatchObject({ waiting: 1, unseen: 0 });
    clock.advance(20_000);
    expect(chimes()).toBe(2);
    // Arriving while the board is in view: seen at once, waiting all the same.
    alert.orderArrived('b');
    expect(alert.state()).toMatchObject({ waiting: 2, unseen: 0 });
    alert.setBoardInView(false);
    alert.orderAnswered('a');
    alert.orderAnswered('b');
    expect(clock.running()).toBe(0);
  });

  it('stops its timer when the dashboard closes', () => {
    const { alert, clock } = setUp();
    alert.orderArrived('a');
    alert.dispose();
    expect(clock.running()).toBe(0);
  });
});

describe('titleWithWaitingOrders and cancellationText', () => {
  it('puts the count before the title, and takes it off again', () => {
    const title = 'Settings · Admin Dashboard | Flame-kissed';
    const two = titleWithWaitingOrders(title, 2, 0);
    expect(two).toBe('(2) New orders · Settings · Admin Dashboard | Flame-kissed');
    expect(titleWithWaitingOrders(two, 3, 1)).toBe(
      '(3) New orders · Settings · Admin Dashboard | Flame-kissed',
    );
    expect(titleWithWaitingOrders(two, 0, 1)).toBe(
      '(1) Order cancelled · Settings · Admin Dashboard | Flame-kissed',
    );
    expect(titleWithWaitingOrders(two, 0, 0)).toBe(title);
  });

  it('names the order a customer cancelled', () => {
    expect(cancellationText({ orderId: 'c', orderNumber: 1042 })).toBe(
      'Order 1042 cancelled by the customer',
    );
    expect(cancellationText({ orderId: 'c', orderNumber: null })).toBe('An order cancelled by the customer');
  });
});
