// The rules of the console's accounts section (ADR 059). Role and global-tag changes are written
// with their audit record in one transaction. A device is signed out through the accounts' own
// service (the same revocation as the user's "remove device"), then the removal is recorded.
// An account of another tenant is answered exactly like one that does not exist.
import type { Device } from '@touchline/contract/entities/device';
import type {
  AdminUser,
  SetAdminUserGlobalTagsBody,
  SetAdminUserRoleBody,
} from '@touchline/contract/calls/admin-users';
import type { PagedContent } from '@touchline/contract/paged';
import type { Db } from '../../db/open';
import { AppError } from '../../http/app-error';
import {
  deviceCountsOf,
  devicesOf,
  signOutDevice,
  type AccountsDeps,
} from '../auth/device-service';
import { appendAudit } from './audit-repository';
import {
  findUserRow,
  findUserRowByEmail,
  listUserRows,
  updateUserRow,
  type ListedUserRow,
} from './admin-user-repository';

const toAdminUser = (row: ListedUserRow, deviceCount: number): AdminUser => ({
  id: row.id,
  email: row.email,
  name: row.fullName,
  role: row.role,
  canCreateGlobalTag: row.canCreateGlobalTag,
  createdAt: row.createdAt.toISOString(),
  deviceCount,
});

const noSuchUser = () => AppError.notFound('The tenant has no such account', 'user');

async function existingUser(deps: AccountsDeps, tenantId: string, id: string) {
  const row = await findUserRow(deps.db, tenantId, id);
  if (!row) throw noSuchUser();
  return row;
}

async function withDeviceCount(deps: AccountsDeps, tenantId: string, row: ListedUserRow) {
  const countOf = await deviceCountsOf(deps, tenantId, [row.id]);
  return toAdminUser(row, countOf(row.id));
}

export async function listAdminUsers(
  deps: AccountsDeps,
  tenantId: string,
  query: { q?: string | undefined; page: number; size: number },
): Promise<PagedContent<AdminUser>> {
  const { rows, total } = await listUserRows(deps.db, tenantId, query);
  const countOf = await deviceCountsOf(
    deps,
    tenantId,
    rows.map((row) => row.id),
  );
  const startIndex = query.page * query.size;
  return {
    entryCount: rows.length,
    totalCount: total,
    itemsPerPage: query.size,
    startIndex,
    count: rows.length,
    nextExists: startIndex + rows.length < total,
    entries: rows.map((row) => toAdminUser(row, countOf(row.id))),
  };
}

export async function adminUserDevices(
  deps: AccountsDeps,
  tenantId: string,
  userId: string,
): Promise<Device[]> {
  await existingUser(deps, tenantId, userId);
  return devicesOf(deps, tenantId, userId);
}

export async function removeAdminUserDevice(
  deps: AccountsDeps,
  tenantId: string,
  actor: string,
  userId: string,
  deviceId: string,
): Promise<Device[]> {
  await existingUser(deps, tenantId, userId);
  const before = (await devicesOf(deps, tenantId, userId)).find(
    (device) => device.id === deviceId || device.deviceId === deviceId,
  );
  if (!before) throw AppError.notFound('No such device', 'device');
  await signOutDevice(deps, tenantId, userId, before.id);
  await appendAudit(deps.db, tenantId, {
    actor,
    action: 'user.device.remove',
    targetKind: 'user',
    targetId: userId,
    before: { ...before, isCurrent: undefined },
    after: null,
  });
  return devicesOf(deps, tenantId, userId);
}

/** The change and its audit record, in one transaction; null when the account is not found. */
async function changeUserRow(
  db: Db,
  tenantId: string,
  actor: string,
  find: (tx: Db) => Promise<ListedUserRow | null>,
  action: string,
  change: { role?: AdminUser['role']; canCreateGlobalTag?: boolean },
): Promise<ListedUserRow | null> {
  return db.transaction(async (tx) => {
    const before = await find(tx);
    if (!before) return null;
    const after = await updateUserRow(tx, tenantId, before.id, change);
    if (!after) return null;
    // A repeated switch (a retried request) changes nothing to record.
    if (before.role !== after.role || before.canCreateGlobalTag !== after.canCreateGlobalTag) {
      await appendAudit(tx, tenantId, {
        actor,
        action,
        targetKind: 'user',
        targetId: before.id,
        before: { role: before.role, canCreateGlobalTag: before.canCreateGlobalTag },
        after: { role: after.role, canCreateGlobalTag: after.canCreateGlobalTag },
      });
    }
    return after;
  });
}

async function changeUser(
  deps: AccountsDeps,
  tenantId: string,
  actor: string,
  userId: string,
  action: string,
  change: { role?: AdminUser['role']; canCreateGlobalTag?: boolean },
): Promise<AdminUser> {
  const find = (tx: Db) => findUserRow(tx, tenantId, userId);
  const row = await changeUserRow(deps.db, tenantId, actor, find, action, change);
  if (!row) throw noSuchUser();
  return withDeviceCount(deps, tenantId, row);
}

export async function setAdminUserRole(
  deps: AccountsDeps,
  tenantId: string,
  actor: string,
  userId: string,
  body: SetAdminUserRoleBody,
): Promise<AdminUser> {
  // A signed-in operator keeps their own role, so a tenant cannot lose its last operator by a
  // slip; another operator (or the operator key) can still take it.
  if (body.role !== 'operator' && actor === `user:${userId}`) {
    throw new AppError('cannot_demote_self', 'You cannot take away your own operator role');
  }
  return changeUser(deps, tenantId, actor, userId, 'user.role', { role: body.role });
}

export async function setAdminUserGlobalTags(
  deps: AccountsDeps,
  tenantId: string,
  actor: string,
  userId: string,
  body: SetAdminUserGlobalTagsBody,
): Promise<AdminUser> {
  return changeUser(deps, tenantId, actor, userId, 'user.global_tags', {
    canCreateGlobalTag: body.allowed,
  });
}

/**
 * The operator command's form (`grant-global-tags --email`, `POST /api/admin/user/global_tags`):
 * scripts know an account by its e-mail. Audited like the console's change by id.
 */
export async function setGlobalTagsByEmail(
  db: Db,
  tenantId: string,
  actor: string,
  body: { email: string; allowed: boolean },
): Promise<{ content: { email: string; canCreateGlobalTag: boolean } }> {
  const find = (tx: Db) => findUserRowByEmail(tx, tenantId, body.email);
  const row = await changeUserRow(db, tenantId, actor, find, 'user.global_tags', {
    canCreateGlobalTag: body.allowed,
  });
  if (!row) throw AppError.notFound('The tenant has no account with this email');
  return { content: { email: row.email, canCreateGlobalTag: row.canCreateGlobalTag } };
}
