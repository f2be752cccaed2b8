// The admin API's accounts (ADR 059): an operator finds the tenant's accounts, changes a role or
// the global-tag permission, and signs one of an account's devices out. Operator calls like the
// rest of the admin API, scoped to the request's tenant; every change is in the audit trail.
import { z } from 'zod';
import { defineCall } from '../call';
import { device } from '../entities/device';
import { id, isoDate } from '../ids';
import { contentOf, pagedContent } from '../paged';
import { idParams } from './common';

/** What a user may do in the tenant beyond watching (ADR 016). */
export const adminUserRole = z.enum(['viewer', 'operator']);
export type AdminUserRole = z.infer<typeof adminUserRole>;

/** An account as the console lists it: never a password hash, token or session. */
export const adminUser = z.object({
  id: id,
  email: z.string(),
  name: z.string(),
  role: adminUserRole,
  canCreateGlobalTag: z.boolean(),
  createdAt: isoDate,
  deviceCount: z.number().int().nonnegative(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const maxAdminUsersPageSize = 100;

export const listAdminUsersQuery = z
  .object({
    /** A fragment of the email or the name, any case; absent or empty lists everyone. */
    q: z.string().trim().max(120).optional(),
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    size: z.coerce.number().int().min(1).max(maxAdminUsersPageSize).default(25),
  })
  .strict();
export type ListAdminUsersQuery = z.input<typeof listAdminUsersQuery>;

export const listAdminUsersCall = defineCall({
  method: 'GET',
  path: '/api/admin/users',
  auth: 'operator',
  summary:
    "Operator: the tenant's accounts whose email or name holds `q`, by email, a page at once",
  query: listAdminUsersQuery,
  response: contentOf(pagedContent(adminUser)),
});

const userAnswer = contentOf(adminUser);
const devicesAnswer = contentOf(z.object({ devices: z.array(device) }));

export const listAdminUserDevicesCall = defineCall({
  method: 'GET',
  path: '/api/admin/users/:id/devices',
  auth: 'operator',
  summary: "Operator: an account's devices, as its own device list shows them",
  params: idParams,
  response: devicesAnswer,
});

export const userDeviceParams = z.object({ id: id, deviceId: id }).strict();

export const removeAdminUserDeviceCall = defineCall({
  method: 'POST',
  path: '/api/admin/users/:id/devices/:deviceId/remove',
  auth: 'operator',
  summary: "Operator: sign one of an account's devices out and remove it (audited)",
  params: userDeviceParams,
  response: devicesAnswer,
});

export const setAdminUserRoleBody = z.object({ role: adminUserRole }).strict();
export type SetAdminUserRoleBody = z.infer<typeof setAdminUserRoleBody>;

export const setAdminUserRoleCall = defineCall({
  method: 'POST',
  path: '/api/admin/users/:id/role',
  auth: 'operator',
  summary:
    "Operator: make an account a viewer or an operator (audited); one's own operator role stays",
  params: idParams,
  body: setAdminUserRoleBody,
  response: userAnswer,
  errors: ['cannot_demote_self'],
});

export const setAdminUserGlobalTagsBody = z.object({ allowed: z.boolean() }).strict();
export type SetAdminUserGlobalTagsBody = z.infer<typeof setAdminUserGlobalTagsBody>;

export const setAdminUserGlobalTagsCall = defineCall({
  method: 'POST',
  path: '/api/admin/users/:id/global_tags',
  auth: 'operator',
  summary: 'Operator: allow an account to write global tags, or take it back (audited)',
  params: idParams,
  body: setAdminUserGlobalTagsBody,
  response: userAnswer,
});
