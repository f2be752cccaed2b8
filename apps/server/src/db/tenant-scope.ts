// The tenant the current piece of work runs for, carried through async calls. The tenant plugin
// sets it for every HTTP request; background work (the status sweep, realtime handlers, the
// operator command) sets it around each tenant's queries. On PostgreSQL the application's
// connections are scoped to it (tenant-pool.ts), so row-level security shows that tenant's rows
// only; outside any scope a query sees no tenant rows at all.
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<string>();

/** Runs `work` (and everything it starts) for one tenant. */
export function withTenant<T>(tenantId: string, work: () => T): T {
  return scope.run(tenantId, work);
}

/** The tenant of the running work, or null outside every scope. */
export function currentTenantId(): string | null {
  return scope.getStore() ?? null;
}
