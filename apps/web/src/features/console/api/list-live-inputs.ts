// GET /api/admin/live-inputs: the tenant's live inputs and their ingest health, newest first.
// Asked again every 5 s while the section is open, so a push starting or ending shows up.
import { useQuery } from '@tanstack/react-query';
import { listLiveInputsCall, type LiveInputEntry } from '@touchline/contract/calls/admin-live';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export const liveInputsPollMs = 5000;

export async function listLiveInputs(signal?: AbortSignal): Promise<LiveInputEntry[]> {
  return (await apiClient().request(listLiveInputsCall, { query: {}, signal })).content.entries;
}

export const useLiveInputs = () =>
  useQuery({
    queryKey: consoleKeys.liveInputs,
    queryFn: ({ signal }) => listLiveInputs(signal),
    refetchInterval: liveInputsPollMs,
  });
