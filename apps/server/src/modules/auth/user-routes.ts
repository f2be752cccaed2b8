// HTTP for the profile and passwords (spec §7 "User", decisions.md's implied calls).
import {
  changePasswordCall,
  deleteAccountCall,
  forgotPasswordCall,
  getProfileCall,
  resetPasswordCall,
  updateProfileCall,
} from '@touchline/contract/calls/user';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';
import type { AccountsDeps } from './accounts-deps';
import { callerOf } from './auth-routes';
import { changePassword, forgotPassword, resetPassword } from './password-service';
import { deleteAccount, getProfile, updateProfile } from './profile-service';

export const userRoutes: ContractPlugin<{ deps: AccountsDeps }> = (app, { deps }, done) => {
  serveCall(app, getProfileCall, {
    tag: 'user',
    handler: (request) => getProfile(deps, request.user),
  });

  serveCall(app, updateProfileCall, {
    tag: 'user',
    handler: (request) => updateProfile(deps, request.user, request.body),
  });

  serveCall(app, deleteAccountCall, {
    tag: 'user',
    handler: (request) => deleteAccount(deps, request.user, request.body),
  });

  serveCall(app, forgotPasswordCall, {
    tag: 'user',
    handler: (request) =>
      forgotPassword(deps, request.tenant, callerOf(request, deps), request.body),
  });

  serveCall(app, resetPasswordCall, {
    tag: 'user',
    handler: (request) => resetPassword(deps, request.tenant, request.body),
  });

  serveCall(app, changePasswordCall, {
    tag: 'user',
    handler: (request) => {
      const { user, session } = request;
      return changePassword(deps, request.tenant, user, session, request.body);
    },
  });
  done();
};
