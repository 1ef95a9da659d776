import type { Member } from '@flame/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../../lib/api-client';
import { useApi } from '../../../../lib/api-context';
import { ownedRestaurantQueryKey } from '../../shell/owned-restaurant';

/** The team as the section lists it: `GET /api/restaurants/members` (read as `members`). */
export async function getTeamMembers(api: ApiClient): Promise<Member[]> {
  return (await api.get<{ members: Member[] }>('/restaurants/members')).members;
}

export const teamMembersQueryKey = ['admin', 'members'] as const;

/** What the public site reads the team from (home and about: the restaurant feature's `['restaurant']`). */
export const publicRestaurantQueryKey = ['restaurant'] as const;

export const teamMembersQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: teamMembersQueryKey, queryFn: () => getTeamMembers(api) });

export function useTeamMembers() {
  return useQuery(teamMembersQueryOptions(useApi()));
}

/** After any change: this list, the public restaurant (home and about pages) and the dashboard's restaurant. */
function useRefreshTeam() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [teamMembersQueryKey, publicRestaurantQueryKey, ownedRestaurantQueryKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** `POST /api/restaurants/create-member`, or `PUT /api/restaurants/update-member` when the body has a memberId. */
export function useSaveMember() {
  const api = useApi();
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (body: FormData) =>
      body.has('memberId')
        ? api.put<Member>('/restaurants/update-member', body)
        : api.post<Member>('/restaurants/create-member', body),
    onSuccess: refresh,
  });
}

/** `DELETE /api/restaurants/delete-member/{id}`. */
export function useDeleteMember() {
  const api = useApi();
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ _id: string }>(`/restaurants/delete-member/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}
