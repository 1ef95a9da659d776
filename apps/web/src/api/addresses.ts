import type { Address, AddressBody } from '@flame/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { useApi } from '../lib/api-context';
import { useAuth } from '../lib/auth/auth-context';
import { queryKeys } from './query-keys';

/** `GET /api/users/addresses`: the signed-in customer's saved addresses, the default first-added order. */
export const getAddresses = (api: ApiClient) => api.get<Address[]>('/users/addresses');
/** `POST /api/users/address`. */
export const addAddress = (api: ApiClient, body: AddressBody) => api.post<Address>('/users/address', body);
export const setDefaultAddress = (api: ApiClient, id: string) =>
  api.patch<Address[]>(`/users/address/${encodeURIComponent(id)}/default`);
export const deleteAddress = (api: ApiClient, id: string) =>
  api.delete<Address[]>(`/users/address/${encodeURIComponent(id)}`);

export const addressesQueryOptions = (api: ApiClient, userId: string) =>
  queryOptions({ queryKey: queryKeys.addresses(userId), queryFn: () => getAddresses(api) });

export function useAddresses() {
  const { user } = useAuth();
  return useQuery({ ...addressesQueryOptions(useApi(), user?._id ?? ''), enabled: user !== null });
}

/** The mutations answer the new list, which replaces the cached one (adding answers the address: read again). */
function useAddressMutation<T>(call: (api: ApiClient, input: T) => Promise<unknown>) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (input: T) => call(api, input),
    onSuccess: async (result) => {
      const key = addressesQueryOptions(api, user?._id ?? '').queryKey;
      if (Array.isArray(result)) queryClient.setQueryData(key, result as Address[]);
      else await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export const useAddAddress = () => useAddressMutation(addAddress);
export const useSetDefaultAddress = () => useAddressMutation(setDefaultAddress);
export const useDeleteAddress = () => useAddressMutation(deleteAddress);
