// HTTP for the admin API's accounts (ADR 059): list and find, an account's devices and signing
// one out, its role and global-tag permission, behind the operator check; writes name their actor.
import {
  listAdminUserDevicesCall,
  listAdminUsersCall,
  removeAdminUserDeviceCall,
  setAdminUserGlobalTagsCall,
  setAdminUserRoleCall,
} from '@touchline/contract/calls/admin-users';
import type { TokenVerifier } from '../../http/auth-plugin';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';
import type { AccountsDeps } from '../auth/device-service';
import {
  adminUserDevices,
  listAdminUsers,
  removeAdminUserDevice,
  setAdminUserGlobalTags,
  setAdminUserRole,
} from './admin-user-service';
import { operatorActor, requireOperator } from './operator-auth';

export interface AdminUserRouteOptions {
  verify: TokenVerifier;
  /** The accounts' services: device lists and sign-outs go through them. */
  accounts: AccountsDeps;
}

export const adminUserRoutes: ContractPlugin<AdminUserRouteOptions> = (app, options, done) => {
  const { accounts } = options;
  const authenticate = requireOperator({ db: accounts.db, verify: options.verify });
  const tag = 'admin';

  serveCall(app, listAdminUsersCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: await listAdminUsers(accounts, request.tenant.id, request.query),
    }),
  });
  serveCall(app, listAdminUserDevicesCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: { devices: await adminUserDevices(accounts, request.tenant.id, request.params.id) },
    }),
  });
  serveCall(app, removeAdminUserDeviceCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: {
        devices: await removeAdminUserDevice(
          accounts,
          request.tenant.id,
          operatorActor(request),
          request.params.id,
          request.params.deviceId,
        ),
      },
    }),
  });
  serveCall(app, setAdminUserRoleCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: await setAdminUserRole(
        accounts,
        request.tenant.id,
        operatorActor(request),
        request.params.id,
        request.body,
      ),
    }),
  });
  serveCall(app, setAdminUserGlobalTagsCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: await setAdminUserGlobalTags(
        accounts,
        request.tenant.id,
        operatorActor(request),
        request.params.id,
        request.body,
      ),
    }),
  });
  done();
};
