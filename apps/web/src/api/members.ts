import type { Member } from '@flame/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { useApi } from '../lib/api-context';
import { useInvalidate } from './invalidate';
import { queryKeys } from './query-keys';

/** The team as the dashboard lists it: `GET /api/restaurants/members` (read as `members`). */
export async function getTeamMembers(api: ApiClient): Promise<Member[]> {
  return (await api.get<{ members: Member[] }>('/restaurants/members')).members;
}

export const teamMembersQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.admin.members, queryFn: () => getTeamMembers(api) });

export function useTeamMembers() {
  return useQuery(teamMembersQueryOptions(useApi()));
}

/**
 * After any change to the team: this list, the public restaurant (the home and about pages show the team) and
 * the dashboard's restaurant.
 */
export const memberChangeInvalidates = [
  queryKeys.admin.members,
  queryKeys.restaurant.all,
  queryKeys.admin.ownedRestaurant,
] as const;

/** `POST /api/restaurants/create-member`, or `PUT /api/restaurants/update-member` when the body has a memberId. */
export function useSaveMember() {
  const api = useApi();
  const refresh = useInvalidate(memberChangeInvalidates);
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
  const refresh = useInvalidate(memberChangeInvalidates);
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ _id: string }>(`/restaurants/delete-member/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}
