import type { Food } from '@flame/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../../lib/api-context';
import { foodsQueryKey } from '../../../../api/foods';
import { ownerFoodsQueryKey } from './owner-foods';

/** After any change: the owner's list and every public read of the menu. */
function useRefreshMenus() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ownerFoodsQueryKey }),
      queryClient.invalidateQueries({ queryKey: foodsQueryKey }),
    ]);
}

/** `POST /api/food` (no id) or `PUT /api/food/{id}`, multipart. Answers the saved dish and the server's message. */
export function useSaveFood() {
  const api = useApi();
  const refresh = useRefreshMenus();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: FormData }) =>
      id ? api.put<Food>(`/food/${encodeURIComponent(id)}`, body) : api.post<Food>('/food', body),
    onSuccess: refresh,
  });
}

/** `DELETE /api/food/{id}` (a soft delete). */
export function useDeleteFood() {
  const api = useApi();
  const refresh = useRefreshMenus();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ _id: string }>(`/food/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}

/**
 * `PATCH /api/food/{id}/availability`: the switch flips at once (optimistic) and flips back if the server
 * refuses.
 */
export function useSetFoodAvailability() {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = useRefreshMenus();
  return useMutation({
    mutationFn: ({ id, isAvailable }: { id: string; isAvailable: boolean }) =>
      api.patch<Food>(`/food/${encodeURIComponent(id)}/availability`, { isAvailable }),
    onMutate: async ({ id, isAvailable }) => {
      await queryClient.cancelQueries({ queryKey: ownerFoodsQueryKey });
      const previous = queryClient.getQueryData<Food[]>(ownerFoodsQueryKey);
      queryClient.setQueryData<Food[]>(ownerFoodsQueryKey, (foods) =>
        foods?.map((food) => (food._id === id ? { ...food, isAvailable } : food)),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(ownerFoodsQueryKey, context.previous);
    },
    onSettled: refresh,
  });
}
