// The queue's depth for /metrics (ADR 047): every tenant's jobs by kind and state, each tenant
// counted inside its own scope (row-level security shows a query one tenant's rows only). Kinds
// this process knows read 0 in every state rather than vanish when their jobs are gone.
import type { Db } from '../db/open';
import { jobStates } from '../db/schema-pipeline';
import { withTenant } from '../db/tenant-scope';
import { countJobs } from './job-repository';

export function jobCountsSource(db: Db, tenantIds: () => Promise<string[]>, kinds: string[]) {
  return async () => {
    const totals = new Map<string, number>();
    for (const kind of kinds) for (const state of jobStates) totals.set(`${kind}\n${state}`, 0);
    for (const tenantId of await tenantIds()) {
      for (const row of await withTenant(tenantId, () => countJobs(db, tenantId))) {
        const key = `${row.kind}\n${row.state}`;
        totals.set(key, (totals.get(key) ?? 0) + row.count);
      }
    }
    return [...totals].map(([key, count]) => {
      const [kind = '', state = ''] = key.split('\n');
      return { kind, state, count };
    });
  };
}
