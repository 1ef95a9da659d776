import type { PrinterSettingsInput, PrinterStatus } from '@flame/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createPrinterWorker } from './printer-worker';

/** Test helpers of the printer module (not a test file). */

export async function setUpPrinter(
  app: FastifyInstance,
  headers: Record<string, string>,
  restaurantId: string,
  settings: Partial<PrinterSettingsInput> & { port: number },
): Promise<PrinterStatus> {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/restaurants/${restaurantId}/printer`,
    headers,
    payload: { host: '127.0.0.1', paperWidth: 80, autoPrint: 'off', ...settings },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as PrinterStatus;
}

export async function printerStatusOf(
  app: FastifyInstance,
  headers: Record<string, string>,
  restaurantId: string,
): Promise<PrinterStatus> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/restaurants/${restaurantId}/printer`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as PrinterStatus;
}

export async function reprint(app: FastifyInstance, headers: Record<string, string>, orderId: string) {
  const response = await app.inject({ method: 'POST', url: `/api/orders/${orderId}/print`, headers });
  expect(response.statusCode, response.body).toBe(202);
}

/** A worker on the app's database with its own clock and send timeout, as another instance would have. */
export function workerAt(app: FastifyInstance, clock: { now: Date }, sendTimeoutMs = 2000) {
  return createPrinterWorker({ db: app.db, log: app.log, now: () => clock.now, sendTimeoutMs });
}
