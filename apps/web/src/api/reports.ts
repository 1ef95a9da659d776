import {
  reportFileName,
  type DishReportRow,
  type HourReportRow,
  type ReportGroup,
  type ReportName,
  type ReportSummary,
  type SalesReportRow,
} from '@flame/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { useApi } from '../lib/api-context';
import { queryKeys } from './query-keys';

/** A report's dates: restaurant calendar days, both included. */
export interface ReportRange {
  from: string;
  to: string;
}

const rangeQuery = ({ from, to }: ReportRange) =>
  `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

/** The address of a report, as JSON or (`csv`) as its download. */
export function reportPath(report: ReportName, range: ReportRange, group?: ReportGroup, csv = false): string {
  const groupQuery = report === 'sales' && group ? `&group=${group}` : '';
  return `/reports/${report}?${rangeQuery(range)}${groupQuery}${csv ? '&format=csv' : ''}`;
}

/** `GET /api/reports/orders.csv`: every order line by line. */
export const ordersExportPath = (range: ReportRange) => `/reports/orders.csv?${rangeQuery(range)}`;

// A new range keeps the last answer on screen (dimmed) until its own arrives, rather than a skeleton.
const keep = { placeholderData: keepPreviousData } as const;

export const reportSummaryQueryOptions = (api: ApiClient, range: ReportRange) =>
  queryOptions({
    queryKey: queryKeys.admin.reports.summary(range.from, range.to),
    queryFn: () => api.get<ReportSummary>(reportPath('summary', range)),
    ...keep,
  });

export const salesReportQueryOptions = (api: ApiClient, range: ReportRange, group: ReportGroup) =>
  queryOptions({
    queryKey: queryKeys.admin.reports.sales(range.from, range.to, group),
    queryFn: () => api.get<SalesReportRow[]>(reportPath('sales', range, group)),
    ...keep,
  });

export const dishesReportQueryOptions = (api: ApiClient, range: ReportRange) =>
  queryOptions({
    queryKey: queryKeys.admin.reports.dishes(range.from, range.to),
    queryFn: () => api.get<DishReportRow[]>(reportPath('dishes', range)),
    ...keep,
  });

export const hoursReportQueryOptions = (api: ApiClient, range: ReportRange) =>
  queryOptions({
    queryKey: queryKeys.admin.reports.hours(range.from, range.to),
    queryFn: () => api.get<HourReportRow[]>(reportPath('hours', range)),
    ...keep,
  });

export function useReportSummary(range: ReportRange) {
  return useQuery(reportSummaryQueryOptions(useApi(), range));
}

export function useSalesReport(range: ReportRange, group: ReportGroup) {
  return useQuery(salesReportQueryOptions(useApi(), range, group));
}

export function useDishesReport(range: ReportRange) {
  return useQuery(dishesReportQueryOptions(useApi(), range));
}

export function useHoursReport(range: ReportRange) {
  return useQuery(hoursReportQueryOptions(useApi(), range));
}

/**
 * Downloads a report's CSV (with the owner's token, which a plain link cannot carry) and hands it to the browser
 * as a file named by the server (`sales-2026-11-01-to-2026-11-30.csv`).
 */
export async function downloadCsv(
  api: ApiClient,
  path: string,
  fallback: { report: ReportName | 'orders' } & ReportRange,
) {
  const { blob, fileName } = await api.download(
    path,
    reportFileName(fallback.report, fallback.from, fallback.to),
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click has run; the address is freed on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
