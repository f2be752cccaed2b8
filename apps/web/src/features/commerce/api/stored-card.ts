// GET /api/commerce/stored_card: the card kept from the viewer's last checkout (its brand, last
// four digits and expiry, never the number), or null.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { storedCardCall } from '@touchline/contract/calls/commerce';
import { apiClient } from '../../../lib/app/api-client';

export const storedCardQueryOptions = () =>
  queryOptions({
    queryKey: ['commerce', 'stored-card'] as const,
    queryFn: async ({ signal }) => (await apiClient().request(storedCardCall, { signal })).content,
  });

export const useStoredCard = () => useQuery(storedCardQueryOptions());
