// GET /api/admin/capabilities: what the portal can do with media. The console's first call, so a
// signed-in viewer's 403 here is what shows the "not allowed" page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCapabilitiesCall, type PipelineCapabilities } from '@touchline/contract/calls/admin';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export async function getCapabilities(signal?: AbortSignal): Promise<PipelineCapabilities> {
  return (await apiClient().request(getCapabilitiesCall, { signal })).content;
}

export const useCapabilities = () =>
  useQuery(
    queryOptions({
      queryKey: consoleKeys.capabilities,
      queryFn: ({ signal }) => getCapabilities(signal),
      // A refusal (401/403) is an answer, not a hiccup: asking again cannot change it.
      retry: false,
    }),
  );
