// GET /api/admin/jobs/:id: an upload's transcode, asked again every two seconds until it ends.
import { useQuery } from '@tanstack/react-query';
import { getJobCall, type AdminJob } from '@touchline/contract/calls/admin';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

const pollMs = 2000;

export async function getJob(id: string, signal?: AbortSignal): Promise<AdminJob> {
  return (await apiClient().request(getJobCall, { params: { id }, signal })).content;
}

export const jobEnded = (job: AdminJob | undefined) =>
  job?.state === 'done' || job?.state === 'failed';

export const useJob = (id: string | null) =>
  useQuery({
    queryKey: consoleKeys.job(id ?? ''),
    queryFn: ({ signal }) => getJob(id ?? '', signal),
    enabled: id !== null,
    refetchInterval: (query) => (jobEnded(query.state.data) ? false : pollMs),
  });
