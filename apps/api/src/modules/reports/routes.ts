import {
  dishReportRowSchema,
  hourReportRowSchema,
  ordersExportQuerySchema,
  reportFileName,
  reportRangeQuerySchema,
  reportSummarySchema,
  salesReportQuerySchema,
  salesReportRowSchema,
  type ReportName,
} from '@flame/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsvFile } from '../../lib/csv-reply';
import { failureReplies, ok, replies } from '../../lib/envelope';
import { ownedRestaurantOf, requireOwner } from '../../plugins/owner';
import { dishesCsv, hoursCsv, ordersCsv, salesCsv, summaryCsv } from './csv';
import { dishesReport, hoursReport, orderLines, reportSummary, salesReport } from './service';

/** A CSV download named after the report and its dates. */
function sendCsv(reply: FastifyReply, report: ReportName | 'orders', from: string, to: string, csv: string) {
  return sendCsvFile(reply, reportFileName(report, from, to), csv);
}

/**
 * The owner's reports (`/api/reports/*`, decision 042): each answers the envelope, or with `format=csv` the same
 * figures as a CSV download; `orders.csv` is every order line by line. Owner only; 400 with field errors for a
 * bad date, an end before the start or a range over `REPORT_MAX_DAYS` days.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireOwner);

  app.get(
    '/reports/summary',
    { schema: { querystring: reportRangeQuerySchema, response: replies({ 200: reportSummarySchema }) } },
    async (request, reply) => {
      const { from, to, format } = request.query;
      const summary = await reportSummary(app.db, ownedRestaurantOf(request), { from, to });
      if (format === 'csv') return sendCsv(reply, 'summary', from, to, summaryCsv(summary, from, to));
      return ok(summary);
    },
  );

  app.get(
    '/reports/sales',
    {
      schema: {
        querystring: salesReportQuerySchema,
        response: replies({ 200: z.array(salesReportRowSchema) }),
      },
    },
    async (request, reply) => {
      const { from, to, format, group } = request.query;
      const rows = await salesReport(app.db, ownedRestaurantOf(request), { from, to }, group);
      if (format === 'csv') return sendCsv(reply, 'sales', from, to, salesCsv(rows));
      return ok(rows);
    },
  );

  app.get(
    '/reports/dishes',
    {
      schema: {
        querystring: reportRangeQuerySchema,
        response: replies({ 200: z.array(dishReportRowSchema) }),
      },
    },
    async (request, reply) => {
      const { from, to, format } = request.query;
      const rows = await dishesReport(app.db, ownedRestaurantOf(request), { from, to });
      if (format === 'csv') return sendCsv(reply, 'dishes', from, to, dishesCsv(rows));
      return ok(rows);
    },
  );

  app.get(
    '/reports/hours',
    {
      schema: {
        querystring: reportRangeQuerySchema,
        response: replies({ 200: z.array(hourReportRowSchema) }),
      },
    },
    async (request, reply) => {
      const { from, to, format } = request.query;
      const rows = await hoursReport(app.db, ownedRestaurantOf(request), { from, to });
      if (format === 'csv') return sendCsv(reply, 'hours', from, to, hoursCsv(rows));
      return ok(rows);
    },
  );

  app.get(
    '/reports/orders.csv',
    { schema: { querystring: ordersExportQuerySchema, response: failureReplies } },
    async (request, reply) => {
      const { from, to } = request.query;
      const lines = await orderLines(app.db, ownedRestaurantOf(request), { from, to });
      return sendCsv(reply, 'orders', from, to, ordersCsv(lines));
    },
  );
};
