// GET /api/commerce/get_subscriptions: the offers on sale, which a batch of codes may grant. The
// console asks for them itself (features do not share code); the tenant sells when there are any.
import { useQuery } from '@tanstack/react-query';
import { subscriptionsCall } from '@touchline/contract/calls/commerce';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export const useOffers = () =>
  useQuery({
    queryKey: consoleKeys.offers,
    queryFn: async ({ signal }) =>
      (await apiClient().request(subscriptionsCall, { query: {}, signal })).content,
  });
