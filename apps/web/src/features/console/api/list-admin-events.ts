// GET /api/admin/events: the tenant's games, newest start first.
import { useQuery } from '@tanstack/react-query';
import { listAdminEventsCall, type AdminEvent } from '@touchline/contract/calls/admin';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export async function listAdminEvents(signal?: AbortSignal): Promise<AdminEvent[]> {
  return (await apiClient().request(listAdminEventsCall, { signal })).content.entries;
}

export const useAdminEvents = () =>
  useQuery({ queryKey: consoleKeys.events, queryFn: ({ signal }) => listAdminEvents(signal) });
