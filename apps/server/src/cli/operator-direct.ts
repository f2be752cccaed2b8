// The operator command's direct path: the same services as the admin API, on the shared
// PostgreSQL database, announcing through Redis (see modules/operator/redis-event-publisher.ts).
import type { Event } from '@touchline/contract/entities/event';
import type { Db } from '../db/open';
import { AppError } from '../http/app-error';
import { addOperatorKey } from '../modules/operator/operator-key-repository';
import { hashOperatorKey, newOperatorKey } from '../modules/operator/operator-key';
import type { EventPublisher } from '../realtime/event-publisher';
import { setUserRole } from '../modules/operator/operator-role-repository';
import { setGlobalTagsByEmail } from '../modules/operator/admin-user-service';
import { setPlatformAdmin } from '../modules/operator/platform-admin-repository';
import { changeScore, changeStream } from '../modules/operator/operator-service';
import { createAccessCodeBatch } from '../modules/commerce/access-code-batch-service';
import { findTenantBySlug } from '../modules/tenants/tenant-repository';
import { withTenant } from '../db/tenant-scope';
import type { OperatorCommand } from './operator-args';

export type EventCommand = Extract<OperatorCommand, { name: 'set-stream' | 'set-score' }>;
export type KeyCommand = Extract<OperatorCommand, { name: 'create-key' }>;
export type RoleCommand = Extract<OperatorCommand, { name: 'grant-role' | 'revoke-role' }>;
export type PlatformAdminCommand = Extract<
  OperatorCommand,
  { name: 'grant-platform-admin' | 'revoke-platform-admin' }
>;
export type CodesCommand = Extract<OperatorCommand, { name: 'create-codes' }>;
export type GlobalTagsCommand = Extract<
  OperatorCommand,
  { name: 'grant-global-tags' | 'revoke-global-tags' }
>;

/** The audit trail's actor for a change made on the database directly, with no key or session. */
const directActor = 'command:direct';

/** A failure to report in one line, without a stack. */
export class CommandError extends Error {}

async function tenantOf(db: Db, slug: string) {
  const tenant = await findTenantBySlug(db, slug);
  if (!tenant) throw new CommandError(`no tenant "${slug}"`);
  return tenant;
}

export async function runDirect(
  db: Db,
  publisher: EventPublisher,
  command: EventCommand,
): Promise<Event> {
  const tenant = await tenantOf(db, command.tenant);
  const deps = { db, publisher };
  try {
    return await withTenant(tenant.id, () =>
      command.name === 'set-stream'
        ? changeStream(deps, tenant, directActor, command.eventId, command.body)
        : changeScore(deps, tenant, directActor, command.eventId, command.body),
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') {
      throw new CommandError(`tenant "${command.tenant}" has no event "${command.eventId}"`);
    }
    throw error;
  }
}

/** A new operator key for the tenant; only its hash is stored, so it is shown once. */
export async function createKey(db: Db, command: KeyCommand): Promise<string> {
  const tenant = await tenantOf(db, command.tenant);
  const key = newOperatorKey();
  await withTenant(tenant.id, () =>
    addOperatorKey(db, tenant.id, hashOperatorKey(key), command.label),
  );
  return key;
}

/** Gives the tenant's account the operator role, or takes it back; the change applies at once. */
export async function changeRole(db: Db, command: RoleCommand): Promise<string> {
  const tenant = await tenantOf(db, command.tenant);
  const role = command.name === 'grant-role' ? 'operator' : 'viewer';
  const changed = await withTenant(tenant.id, () =>
    setUserRole(db, tenant.id, command.email, role),
  );
  if (!changed) {
    throw new CommandError(`tenant "${command.tenant}" has no account "${command.email}"`);
  }
  return `${command.email} is now ${role === 'operator' ? 'an operator' : 'a viewer'} of ${command.tenant}`;
}

/** Grants the tenant's account platform admin (ADR 064), or withdraws it; applies at once. */
export async function changePlatformAdmin(db: Db, command: PlatformAdminCommand): Promise<string> {
  const tenant = await tenantOf(db, command.tenant);
  const granted = command.name === 'grant-platform-admin';
  const changed = await withTenant(tenant.id, () =>
    setPlatformAdmin(db, tenant.id, command.email, granted),
  );
  if (!changed) {
    throw new CommandError(`tenant "${command.tenant}" has no account "${command.email}"`);
  }
  return `${command.email} of ${command.tenant} ${granted ? 'is now' : 'is no longer'} a platform admin`;
}

/** A batch of access codes for one of the tenant's offers; the codes are shown once. */
export async function createCodes(db: Db, command: CodesCommand) {
  const tenant = await tenantOf(db, command.tenant);
  try {
    const created = await withTenant(tenant.id, () =>
      createAccessCodeBatch(db, tenant.id, {
        productId: command.productId,
        count: command.count,
        useLimit: command.useLimit,
        expiresAt: command.expiresAt,
        label: command.label,
      }),
    );
    return { batchId: created.batch.id, codes: created.codes };
  } catch (error) {
    if (error instanceof AppError) throw new CommandError(error.message);
    throw error;
  }
}
/** Lets the tenant's account write global timeline tags, or takes it back; applies at once. */
export async function changeGlobalTags(db: Db, command: GlobalTagsCommand): Promise<string> {
  const tenant = await tenantOf(db, command.tenant);
  const allowed = command.name === 'grant-global-tags';
  try {
    await withTenant(tenant.id, () =>
      setGlobalTagsByEmail(db, tenant.id, directActor, { email: command.email, allowed }),
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') {
      throw new CommandError(`tenant "${command.tenant}" has no account "${command.email}"`);
    }
    throw error;
  }
  return globalTagsDone(command);
}

export const globalTagsDone = (command: GlobalTagsCommand) =>
  `${command.email} ${command.name === 'grant-global-tags' ? 'may now' : 'may no longer'} write global tags on ${command.tenant}`;
