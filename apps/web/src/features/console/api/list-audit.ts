// GET /api/admin/audit: the tenant's latest admin changes, newest first.
import { useQuery } from '@tanstack/react-query';
import { listAuditCall, type AuditEntry } from '@touchline/contract/calls/admin';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export async function listAudit(signal?: AbortSignal): Promise<AuditEntry[]> {
  return (await apiClient().request(listAuditCall, { query: {}, signal })).content.entries;
}

export const useAudit = () =>
  useQuery({ queryKey: consoleKeys.audit, queryFn: ({ signal }) => listAudit(signal) });
