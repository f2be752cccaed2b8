// A node-postgres pool whose connections follow the tenant scope (tenant-scope.ts): before a
// connection is handed out, its session setting `touchline.tenant_id` is made to name the tenant of
// the work asking for it, which the tenant_isolation policies compare every row with. The setting
// is sent only when the connection was last scoped to another tenant, so a steady stream of one
// tenant's requests costs nothing extra. Drizzle runs plain queries through `pool.query` and
// transactions through `pool.connect`; both end up in `connect` below. The setting is session
// level and is set outside any transaction, so a rolled-back transaction cannot undo it.
import pg from 'pg';
import { currentTenantId } from './tenant-scope';
import { tenantSetting } from './tenant-policy';

type Release = (release?: unknown) => void;
type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: Release,
) => void;

/** What a connection's setting holds when no tenant is in scope: no row has this tenant id. */
const noTenant = '';

export class TenantScopedPool extends pg.Pool {
  /** The tenant each connection's session is scoped to; a new connection has none yet. */
  private readonly scopes = new WeakMap<pg.PoolClient, string>();

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // Read now, in the caller's async context: the connection may be handed over later.
    const tenant = currentTenantId() ?? noTenant;
    const scoped = super.connect().then((client) => this.scope(client, tenant));
    if (!callback) return scoped;
    scoped.then(
      (client) => callback(undefined, client, (release) => client.release(release as Error)),
      (error: Error) => callback(error, undefined, () => undefined),
    );
  }

  private async scope(client: pg.PoolClient, tenant: string): Promise<pg.PoolClient> {
    if (this.scopes.get(client) === tenant) return client;
    try {
      await client.query('select set_config($1, $2, false)', [tenantSetting, tenant]);
    } catch (error) {
      // A connection in an unknown state is not reused.
      client.release(error as Error);
      throw error;
    }
    this.scopes.set(client, tenant);
    return client;
  }
}
