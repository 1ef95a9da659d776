import type { PrinterSettings, PrinterStatus } from '@flame/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { useApi } from '../lib/api-context';
import { queryKeys } from './query-keys';

/** How often the printer's state is read again: often while tickets wait, rarely when all is printed. */
const WHILE_QUEUED_MS = 2_000;
const WHILE_IDLE_MS = 15_000;

const printerPath = (restaurantId: string) => `/restaurants/${encodeURIComponent(restaurantId)}/printer`;

/** `GET /api/restaurants/{id}/printer`: the settings, the last print, the last error and what waits. */
export const printerQueryOptions = (api: ApiClient, restaurantId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.printer,
    queryFn: () => api.get<PrinterStatus>(printerPath(restaurantId)),
  });

export function usePrinterStatus(restaurantId: string) {
  return useQuery({
    ...printerQueryOptions(useApi(), restaurantId),
    refetchInterval: (query) => ((query.state.data?.queued ?? 0) > 0 ? WHILE_QUEUED_MS : WHILE_IDLE_MS),
  });
}

function usePrinterMutation<Input>(request: (api: ApiClient, input: Input) => Promise<PrinterStatus>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => request(api, input),
    onSuccess: (status) => queryClient.setQueryData(queryKeys.admin.printer, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.printer }),
  });
}

/** `PUT /api/restaurants/{id}/printer`. */
export const useSavePrinter = (restaurantId: string) =>
  usePrinterMutation((api, settings: PrinterSettings) =>
    api.put<PrinterStatus>(printerPath(restaurantId), settings),
  );

/** `POST /api/restaurants/{id}/printer/test`: a test page is queued (202). */
export const usePrintTestPage = (restaurantId: string) =>
  usePrinterMutation<void>((api) => api.post<PrinterStatus>(`${printerPath(restaurantId)}/test`));

/** `POST /api/orders/{id}/print`: the order's ticket is queued again (202). */
export const usePrintOrder = () =>
  usePrinterMutation((api, orderId: string) =>
    api.post<PrinterStatus>(`/orders/${encodeURIComponent(orderId)}/print`),
  );
