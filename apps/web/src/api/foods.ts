import type { Food } from '@flame/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { useApi } from '../lib/api-context';
import { useInvalidate } from './invalidate';
import { queryKeys } from './query-keys';

/**
 * Every dish of the public menu, in menu order (`GET /api/food`). One query for the whole site: the menu, the
 * deals and checkout's check of the cart read it (the home page reads its picks of it, `home-picks.ts`), and the
 * owner's menu changes invalidate it (with every `['foods', ...]` query).
 */
export async function getFoods(api: ApiClient): Promise<Food[]> {
  return api.get<Food[]>('/food');
}

export const foodsQueryKey = queryKeys.foods.all;

export const foodsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: foodsQueryKey, queryFn: () => getFoods(api) });

/**
 * The menu's dishes. `enabled: false` keeps a failure the route loader left in the query (hydrated from the
 * server render, or from a fetch in the browser) on screen instead of fetching again; `refetch()` still works.
 */
export function useFoods({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...foodsQueryOptions(useApi()), enabled, retryOnMount: false });
}

/** One dish: `GET /api/food/{id}`; an unknown id is a 404 'Food item not found'. */
export async function getFood(api: ApiClient, id: string): Promise<Food> {
  return api.get<Food>(`/food/${encodeURIComponent(id)}`);
}

export const foodQueryKey = queryKeys.foods.detail;

export const foodQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: foodQueryKey(id), queryFn: () => getFood(api, id) });

/**
 * One dish. 4xx answers are not retried (the query client's default). `enabled: false` keeps a failure the
 * route loader left in the query on screen instead of fetching again; `refetch()` still works.
 */
export function useFood(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...foodQueryOptions(useApi(), id), enabled, retryOnMount: false });
}

/** The owner's whole menu, hidden dishes too: `GET /api/admin/food` (never cached). */
export async function getOwnerFoods(api: ApiClient): Promise<Food[]> {
  return api.get<Food[]>('/admin/food');
}

export const ownerFoodsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.admin.foods, queryFn: () => getOwnerFoods(api) });

export function useOwnerFoods() {
  return useQuery(ownerFoodsQueryOptions(useApi()));
}

/** After any change to a dish: the owner's list and every public read of the menu (the list and each dish). */
export const foodChangeInvalidates = [queryKeys.admin.foods, queryKeys.foods.all] as const;

/** `POST /api/food` (no id) or `PUT /api/food/{id}`, multipart. Answers the saved dish and the server's message. */
export function useSaveFood() {
  const api = useApi();
  const refresh = useInvalidate(foodChangeInvalidates);
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: FormData }) =>
      id ? api.put<Food>(`/food/${encodeURIComponent(id)}`, body) : api.post<Food>('/food', body),
    onSuccess: refresh,
  });
}

/** `DELETE /api/food/{id}` (a soft delete). */
export function useDeleteFood() {
  const api = useApi();
  const refresh = useInvalidate(foodChangeInvalidates);
  return useMutation({
    mutationFn: (id: string) => api.delete<{ _id: string }>(`/food/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}

/** Replaces one dish in the owner's list, as the switches show it before the server answers. */
function replaceOwnerFood(foods: Food[] | undefined, id: string, change: (food: Food) => Food) {
  return foods?.map((food) => (food._id === id ? change(food) : food));
}

/**
 * `PATCH /api/food/{id}/availability`: the switch flips at once (optimistic) and flips back if the server
 * refuses.
 */
export function useSetFoodAvailability() {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = useInvalidate(foodChangeInvalidates);
  const key = ownerFoodsQueryOptions(api).queryKey;
  return useMutation({
    mutationFn: ({ id, isAvailable }: { id: string; isAvailable: boolean }) =>
      api.patch<Food>(`/food/${encodeURIComponent(id)}/availability`, { isAvailable }),
    onMutate: async ({ id, isAvailable }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (foods) =>
        replaceOwnerFood(foods, id, (food) => ({ ...food, isAvailable })),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: refresh,
  });
}

/** `PATCH /api/food/{id}/sold-out`: sold out until the next opening (true) or back on the menu now (false). */
export function useSetFoodSoldOut() {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = useInvalidate(foodChangeInvalidates);
  const key = ownerFoodsQueryOptions(api).queryKey;
  return useMutation({
    mutationFn: ({ id, soldOut }: { id: string; soldOut: boolean }) =>
      api.patch<Food>(`/food/${encodeURIComponent(id)}/sold-out`, { soldOut }),
    onSuccess: (food) =>
      queryClient.setQueryData(key, (foods) => replaceOwnerFood(foods, food._id, () => food)),
    onSettled: refresh,
  });
}
