import type { Food } from '@flame/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../../lib/api-context';
import { foodsQueryKey } from '../../../../api/foods';
import { ownerFoodsQueryKey } from './owner-foods';

/** `PATCH /api/food/{id}/sold-out`: sold out until the next opening (true) or back on the menu now (false). */
export function useSetFoodSoldOut() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, soldOut }: { id: string; soldOut: boolean }) =>
      api.patch<Food>(`/food/${encodeURIComponent(id)}/sold-out`, { soldOut }),
    onSuccess: (food) => {
      queryClient.setQueryData<Food[]>(ownerFoodsQueryKey, (foods) =>
        foods?.map((each) => (each._id === food._id ? food : each)),
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerFoodsQueryKey }),
        queryClient.invalidateQueries({ queryKey: foodsQueryKey }),
      ]),
  });
}
