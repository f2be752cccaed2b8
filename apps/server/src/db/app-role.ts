// The database role the application runs as on PostgreSQL (ADR 015). Migrations and the seed run
// as DATABASE_URL's role, which owns the tables and so is not held by row-level security; the
// server's queries run as a role that is neither superuser, nor owner, nor BYPASSRLS, so the
// tenant_isolation policies hold for every one of them. Without DATABASE_APP_URL that role is
// `touchline_app`, created here when missing (with DATABASE_URL's password) and reached through
// DATABASE_URL with the user name replaced. It may read the tenants table's non-secret columns
// and nothing more of it (ADR 034).
import type pg from 'pg';

export const defaultAppRole = 'touchline_app';

/**
 * Functions inside the indexed search and sort conditions: LIKE (trigram search), lower (title
 * order) and touchline_fold (folded identity titles). Row-level security lets the planner use an
 * index (or column statistics) for a condition only when its functions are LEAKPROOF, so without
 * the mark a title search reads every row of the tenant. None of them has side effects or raises
 * errors that depend on the row; only a superuser may set the mark.
 */
export const indexedFunctions = [
  'pg_catalog.textlike(text, text)',
  'pg_catalog.lower(text)',
  'public.touchline_fold(text)',
];

/** The tenants columns the application reads (tenant-repository.ts): all but `secrets`. */
export const tenantReadableColumns = ['id', 'slug', 'hosts', 'name', 'config', 'settings'];

export interface AppConnection {
  url: string;
  role: string;
  /** Whether the role is ours to create: DATABASE_APP_URL names one provisioned by its owner. */
  managed: boolean;
}

/** Where the application connects: DATABASE_APP_URL, else DATABASE_URL as `touchline_app`. */
export function appConnection(ownerUrl: string, appUrl: string | null): AppConnection {
  if (appUrl) {
    const role = decodeURIComponent(new URL(appUrl).username);
    if (!role) throw new Error('DATABASE_APP_URL must name its user');
    return { url: appUrl, role, managed: false };
  }
  const url = new URL(ownerUrl);
  url.username = defaultAppRole;
  return { url: url.toString(), role: defaultAppRole, managed: true };
}

const pgError = (error: unknown) => (error as { code?: string }).code;

/**
 * Run by the owner after the migrations (under their lock): the role exists, may use every
 * table and sequence, and the indexed functions are leakproof. Answers what it could not do.
 */
export async function prepareAppRole(
  owner: pg.ClientBase,
  app: AppConnection,
  ownerPassword: string | null,
): Promise<string[]> {
  const warnings: string[] = [];
  const role = owner.escapeIdentifier(app.role);
  if (app.managed) {
    const exists = await owner.query('select 1 from pg_roles where rolname = $1', [app.role]);
    if (exists.rowCount === 0) {
      const password = ownerPassword ? ` password ${owner.escapeLiteral(ownerPassword)}` : '';
      try {
        await owner.query(
          `create role ${role} login nosuperuser nobypassrls nocreatedb nocreaterole${password}`,
        );
      } catch (error) {
        // Another process (another database on this server) created it first.
        if (pgError(error) !== '42710' && pgError(error) !== '23505') {
          throw new Error(
            `cannot create the application role ${app.role} (${(error as Error).message}); ` +
              'create it, or set DATABASE_APP_URL to a role without BYPASSRLS that does not own the tables',
          );
        }
      }
    }
  }
  // One transaction: a server already running as the role never sees it with more (or fewer)
  // rights than the end result.
  await owner.query('begin');
  try {
    await owner.query(`grant usage on schema public to ${role}`);
    await owner.query(
      `grant select, insert, update, delete on all tables in schema public to ${role}`,
    );
    await owner.query(`grant usage, select on all sequences in schema public to ${role}`);
    // What browsers report is append-only (ADR 042): added and, past the retention, deleted.
    await owner.query(`revoke update on table analytics_events, error_reports from ${role}`);
    // The tenants table (ADR 034): its non-secret columns to read, every tenant's (the host
    // picks the tenant before there is a scope); nothing to write, tenants are written by the
    // seed and operators as the owner. Secrets only through the tenant_secrets view, which
    // shows the tenant in scope, and which the role may not write through.
    await owner.query(`revoke all on table tenants, tenant_secrets from ${role}`);
    await owner.query(
      `grant select (${tenantReadableColumns.join(', ')}) on table tenants to ${role}`,
    );
    await owner.query(`grant select on table tenant_secrets to ${role}`);
    await owner.query('commit');
  } catch (error) {
    await owner.query('rollback');
    throw error;
  }

  const leaky = await owner.query<{ fn: string }>(
    `select fn from unnest($1::text[]) as fn where not (select proleakproof from pg_proc where oid = fn::regprocedure)`,
    [indexedFunctions],
  );
  if (leaky.rowCount === 0) return warnings;
  const superuser = await owner.query<{ rolsuper: boolean }>(
    'select rolsuper from pg_roles where rolname = current_user',
  );
  if (superuser.rows[0]?.rolsuper) {
    for (const { fn } of leaky.rows) await owner.query(`alter function ${fn} leakproof`);
  } else {
    warnings.push(
      `search and title sorting cannot use their indexes under row-level security until a superuser runs: ${leaky.rows
        .map(({ fn }) => `ALTER FUNCTION ${fn} LEAKPROOF;`)
        .join(' ')}`,
    );
  }
  return warnings;
}

/** Refuses a connection whose role would not be held by row-level security. */
export async function assertHeldByRowSecurity(app: pg.ClientBase): Promise<void> {
  const { rows } = await app.query<{
    role: string;
    superuser: boolean;
    bypass: boolean;
    owns: string | null;
  }>(`
    select current_user as role, r.rolsuper as superuser, r.rolbypassrls as bypass,
      (select min(c.relname) from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')
          and pg_has_role(current_user, c.relowner, 'USAGE')) as owns
    from pg_roles r where r.rolname = current_user`);
  const role = rows[0];
  if (!role) throw new Error('the application role is unknown to the database');
  const reason = role.superuser
    ? 'is a superuser'
    : role.bypass
      ? 'has BYPASSRLS'
      : role.owns
        ? `owns table ${role.owns}`
        : null;
  if (reason) {
    throw new Error(
      `the application connects as ${role.role}, which ${reason} and so is not held by row-level security; set DATABASE_APP_URL to another role`,
    );
  }
}
