// GET /api/event/get_commerce_options — the products that unlock an event.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { commerceOptionsCall } from '@touchline/contract/calls/event-sub-loads';
import type { Product } from '@touchline/contract/entities/product';
import { apiClient } from '../../../lib/app/api-client';
import { subLoad } from '../lib/sub-load';

export const commerceOptionsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: ['event', 'commerce-options', eventId] as const,
    queryFn: ({ signal }) =>
      subLoad<Product[]>(
        'commerce options',
        async () =>
          (await apiClient().request(commerceOptionsCall, { query: { eventId }, signal })).content,
        [],
      ),
  });

export const useCommerceOptions = (eventId: string) =>
  useQuery(commerceOptionsQueryOptions(eventId));
