// The kitchen under load, for `npm run bench`: how long a placed order takes to reach every open owner board
// (the live stream) and the kitchen printer (raw TCP on loopback), while orders arrive at a steady rate.
import { startPrinterSink } from '../../apps/api/test/printer/printer-sink';
import { openStream } from '../../apps/api/test/sse-client';

export interface KitchenRun {
  boards: number;
  ordersPerSecond: number;
  seconds: number;
  placed: number;
  refused: number;
  /** From the order's request leaving the client to its answer (201). */
  answered: number[];
  /** From the order's request leaving the client to its 'order' event on a board, every board counted. */
  toBoards: number[];
  /** From the order's request leaving the client to its whole ticket at the printer. */
  toPrinter: number[];
  /** Orders whose event or ticket had not arrived when the run's grace period ended. */
  missedOnBoards: number;
  missedAtPrinter: number;
}

interface PlacedOrder {
  sentAt: number;
  answeredAt: number;
  id: string;
  orderNumber: number;
}

interface OrderRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** The customers' bearer tokens, taken in turn. */
  tokens: string[];
}

/** Time after the last order for the stragglers: events and tickets later than this count as missed. */
const GRACE_MS = 10_000;

async function setPrinter(base: string, ownerToken: string, restaurantId: string, settings: object) {
  const response = await fetch(`${base}/api/restaurants/${restaurantId}/printer`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  });
  if (!response.ok) throw new Error(`Printer settings: ${response.status} ${await response.text()}`);
}

async function place(order: OrderRequest, index: number): Promise<PlacedOrder | undefined> {
  const sentAt = performance.now();
  const response = await fetch(order.url, {
    method: 'POST',
    headers: {
      ...order.headers,
      authorization: `Bearer ${order.tokens[index % order.tokens.length]}`,
      'idempotency-key': crypto.randomUUID(),
    },
    body: order.body,
  });
  if (response.status !== 201) {
    await response.body?.cancel();
    return undefined;
  }
  const { data } = (await response.json()) as { data: { _id: string; orderNumber: number } };
  return { sentAt, answeredAt: performance.now(), id: data._id, orderNumber: data.orderNumber };
}

/** Places one order every `1000 / ordersPerSecond` ms for `seconds`, not waiting for the answers. */
async function placeSteadily(order: OrderRequest, ordersPerSecond: number, seconds: number) {
  const pending: Promise<PlacedOrder | undefined>[] = [];
  const start = performance.now();
  const total = ordersPerSecond * seconds;
  for (let index = 0; index < total; index++) {
    const due = start + (index * 1000) / ordersPerSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(place(order, index));
  }
  return Promise.all(pending);
}

async function untilSettled(done: () => boolean, graceMs: number) {
  const deadline = performance.now() + graceMs;
  while (!done() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * `boards` owner dashboards hold the live stream open and the printer prints each order on arrival while
 * orders are placed at `ordersPerSecond` for `seconds`. The printer is switched off again afterwards.
 */
export async function measureKitchen(options: {
  base: string;
  ownerToken: string;
  restaurantId: string;
  order: OrderRequest;
  boards: number;
  ordersPerSecond: number;
  seconds: number;
}): Promise<KitchenRun> {
  const { base, ownerToken, restaurantId, order, boards, ordersPerSecond, seconds } = options;
  const printer = await startPrinterSink();
  const streams = await Promise.all(
    Array.from({ length: boards }, () =>
      openStream(`${base}/api/admin/events`, { authorization: `Bearer ${ownerToken}` }),
    ),
  );
  try {
    await Promise.all(streams.map((stream) => stream.next('ready', () => true, 10_000)));
    await setPrinter(base, ownerToken, restaurantId, {
      host: printer.host,
      port: printer.port,
      paperWidth: 80,
      autoPrint: 'on-arrival',
    });
    const results = await placeSteadily(order, ordersPerSecond, seconds);
    const placed = results.filter((result): result is PlacedOrder => result !== undefined);
    const ids = new Set(placed.map((result) => result.id));
    const createdOn = (stream: (typeof streams)[number]) =>
      stream.events.filter(
        (event) =>
          event.event === 'order' &&
          ids.has((event.data as { orderId: string }).orderId) &&
          (event.data as { type: string }).type === 'created',
      );
    const printedNumbers = () =>
      new Set(printer.printed.map((ticket) => ticket.lines.find((line) => /^Order \d+/.test(line.trim()))));
    await untilSettled(
      () =>
        streams.every((stream) => createdOn(stream).length >= placed.length) &&
        printedNumbers().size >= placed.length,
      GRACE_MS,
    );

    const toBoards: number[] = [];
    let missedOnBoards = 0;
    for (const stream of streams) {
      const arrivals = new Map(
        createdOn(stream).map((event) => [(event.data as { orderId: string }).orderId, event.receivedAt]),
      );
      for (const result of placed) {
        const arrivedAt = arrivals.get(result.id);
        if (arrivedAt === undefined) missedOnBoards++;
        else toBoards.push(arrivedAt - result.sentAt);
      }
    }

    const printedAt = new Map<number, number>();
    printer.printed.forEach((ticket, index) => {
      const number = Number(/Order (\d+)/.exec(ticket.lines.join('\n'))?.[1]);
      if (!printedAt.has(number)) printedAt.set(number, printer.printedAt[index]!);
    });
    const toPrinter: number[] = [];
    let missedAtPrinter = 0;
    for (const result of placed) {
      const at = printedAt.get(result.orderNumber);
      if (at === undefined) missedAtPrinter++;
      else toPrinter.push(at - result.sentAt);
    }
    return {
      boards,
      ordersPerSecond,
      seconds,
      placed: placed.length,
      refused: results.length - placed.length,
      answered: placed.map((result) => result.answeredAt - result.sentAt),
      toBoards,
      toPrinter,
      missedOnBoards,
      missedAtPrinter,
    };
  } finally {
    await setPrinter(base, ownerToken, restaurantId, {
      host: printer.host,
      port: printer.port,
      paperWidth: 80,
      autoPrint: 'off',
    });
    for (const stream of streams) stream.close();
    await printer.close();
  }
}

/** The value below which `share` of the samples fall (nearest rank), in ms. */
export function percentile(samples: number[], share: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}
