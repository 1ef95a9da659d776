import { PRINTER_DEFAULT_PORT, PRINTER_TEXTS, type PrinterSettings, type PrinterStatus } from '@flame/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, printerSettings, printJobs } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { ORDER_NOT_FOUND } from '../orders/access';
import { queuePrint } from './print-queue';

/** The printer's settings (defaults with no host while none is set up) and how printing goes. */
export async function printerStatus(db: Database, restaurantId: string): Promise<PrinterStatus> {
  const [settings] = await db
    .select()
    .from(printerSettings)
    .where(eq(printerSettings.restaurantId, restaurantId));
  const failing = sql`${printJobs.status} = 'pending' and ${printJobs.lastError} is not null`;
  const [queue] = await db
    .select({
      lastPrintedAt: sql<Date | null>`max(${printJobs.printedAt})`.mapWith((value) =>
        value === null ? null : new Date(value as string),
      ),
      queued: sql<number>`count(*) filter (where ${printJobs.status} = 'pending')`.mapWith(Number),
      lastError: sql<
        string | null
      >`(array_agg(${printJobs.lastError} order by ${printJobs.nextAttemptAt} desc) filter (where ${failing}))[1]`,
      failingOrderIds: sql<
        string[] | null
      >`array_agg(distinct ${printJobs.orderId}) filter (where ${failing} and ${printJobs.orderId} is not null)`,
      waitingOrderIds: sql<
        string[] | null
      >`array_agg(distinct ${printJobs.orderId}) filter (where ${printJobs.status} = 'pending' and ${printJobs.orderId} is not null)`,
    })
    .from(printJobs)
    .where(eq(printJobs.restaurantId, restaurantId));
  return {
    host: settings?.host ?? null,
    port: settings?.port ?? PRINTER_DEFAULT_PORT,
    paperWidth: settings?.paperWidth === 58 ? 58 : 80,
    autoPrint: settings?.autoPrint ?? 'off',
    lastPrintedAt: queue?.lastPrintedAt?.toISOString() ?? null,
    lastError: queue?.lastError ?? null,
    queued: queue?.queued ?? 0,
    failingOrderIds: queue?.failingOrderIds ?? [],
    waitingOrderIds: queue?.waitingOrderIds ?? [],
  };
}

export async function savePrinterSettings(
  db: Database,
  restaurantId: string,
  settings: PrinterSettings,
  now: Date,
): Promise<void> {
  await db
    .insert(printerSettings)
    .values({ restaurantId, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: printerSettings.restaurantId, set: { ...settings, updatedAt: now } });
}

async function assertPrinterSetUp(db: Pick<Database, 'select'>, restaurantId: string): Promise<void> {
  const [settings] = await db
    .select({ host: printerSettings.host })
    .from(printerSettings)
    .where(eq(printerSettings.restaurantId, restaurantId));
  if (!settings) throw conflict(PRINTER_TEXTS.notSetUp);
}

export async function queueTestPage(db: Database, restaurantId: string, now: Date): Promise<void> {
  await assertPrinterSetUp(db, restaurantId);
  await queuePrint(db, { restaurantId, cause: 'test', at: now });
}

/** Prints an order's ticket again: an order of this restaurant only (any other id is the missing order's 404). */
export async function queueReprint(
  db: Database,
  restaurantId: string,
  orderId: string,
  now: Date,
): Promise<void> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.restaurantId, restaurantId)));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  await assertPrinterSetUp(db, restaurantId);
  await queuePrint(db, { restaurantId, orderId, cause: 'reprint', at: now });
}
