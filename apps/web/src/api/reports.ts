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
import { AUTH_TOKEN_STORAGE_KEY, type ApiEnvelope } from '@flame/shared';
import { ApiError, UNREACHABLE_MESSAGE, type ApiClient } from '../lib/api-client';
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
    queryKey: queryKeys.admin.reports.of('summary', range.from, range.to),
    queryFn: () => api.get<ReportSummary>(reportPath('summary', range)),
    ...keep,
  });

export const salesReportQueryOptions = (api: ApiClient, range: ReportRange, group: ReportGroup) =>
  queryOptions({
    queryKey: queryKeys.admin.reports.of('sales', range.from, range.to, group),
    queryFn: () => api.get<SalesReportRow[]>(reportPath('sales', range, group)),
    ...keep,
  });

export const dishesReportQueryOptions = (api: ApiClient, range: ReportRange) =>
  queryOptions({
    queryKey: queryKeys.admin.reports.of('dishes', range.from, range.to),
    queryFn: () => api.get<DishReportRow[]>(reportPath('dishes', range)),
    ...keep,
  });

export const hoursReportQueryOptions = (api: ApiClient, range: ReportRange) =>
  queryOptions({
    queryKey: queryKeys.admin.reports.of('hours', range.from, range.to),
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
 * A file the API answers instead of the envelope: its bytes and the name the server gives it
 * (`Content-Disposition`), fetched with the owner's token (read where the app keeps it), which a plain link
 * cannot carry. A refusal is the one `ApiError`; an ended session is noticed by the dashboard's next API call,
 * which signs out as always. Kept here rather than in the API client, so the shell every public page loads
 * (the client, the token store) does not grow for a dashboard-only need.
 */
export async function fetchFile(
  path: string,
  fallbackName: string,
): Promise<{ blob: Blob; fileName: string }> {
  let token: string | null = null;
  try {
    token = window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    // Storage refused (a private window's rules): the server answers 401 and the toast says so.
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(UNREACHABLE_MESSAGE, 0);
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as ApiEnvelope<unknown> | null;
    const message =
      envelope && !envelope.success && envelope.message
        ? envelope.message
        : `HTTP error! status: ${response.status}`;
    throw new ApiError(message, response.status);
  }
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return { blob: await response.blob(), fileName: named?.[1] ?? fallbackName };
}

/** Hands a fetched file to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
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

/** Downloads a report's CSV and hands it to the browser as a file named by the server (`sales-2026-11-01-to-2026-11-30.csv`). */
export async function downloadCsv(path: string, fallback: { report: ReportName | 'orders' } & ReportRange) {
  const { blob, fileName } = await fetchFile(
    path,
    reportFileName(fallback.report, fallback.from, fallback.to),
  );
  saveBlob(blob, fileName);
}
