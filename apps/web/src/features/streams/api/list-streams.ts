// GET /api/streams: the account's streams playing now, for the limit's message.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listStreamsCall } from '@touchline/contract/calls/streams';
import { apiClient } from '../../../lib/app/api-client';

export const streamsQueryOptions = () =>
  queryOptions({
    queryKey: ['streams'] as const,
    queryFn: async ({ signal }) => (await apiClient().request(listStreamsCall, { signal })).content,
  });

export const useStreams = () => useQuery(streamsQueryOptions());
