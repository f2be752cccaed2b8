// GET /api/admin/errors: the portal's error reports grouped by error and release.
import { useQuery } from '@tanstack/react-query';
import { errorGroupsCall, type ErrorGroup } from '@touchline/contract/calls/telemetry';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export async function listErrorGroups(signal?: AbortSignal): Promise<ErrorGroup[]> {
  return (await apiClient().request(errorGroupsCall, { signal })).content;
}

export const useErrorGroups = () =>
  useQuery({ queryKey: consoleKeys.errors, queryFn: ({ signal }) => listErrorGroups(signal) });
