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
import type { AccountsDeps } from './accounts-deps';
import { callerOf, signedIn } from './auth-routes';
import { changePassword, forgotPassword, resetPassword } from './password-service';
import { deleteAccount, getProfile, updateProfile } from './profile-service';
import { retryAfterHeader } from './rate-limits';

export const userRoutes: ContractPlugin<{ deps: AccountsDeps }> = (app, { deps }, done) => {
  app.setErrorHandler((error, _request, reply) => {
    retryAfterHeader(error, reply);
    throw error;
  });
  const tags = ['user'];

  app.route({
    method: 'GET',
    url: getProfileCall.path,
    preValidation: app.requireUser,
    schema: { summary: getProfileCall.summary, tags, response: { 200: getProfileCall.response } },
    handler: (request) => getProfile(deps, signedIn(request).user),
  });

  app.route({
    method: 'POST',
    url: updateProfileCall.path,
    preValidation: app.requireUser,
    schema: {
      summary: updateProfileCall.summary,
      tags,
      body: updateProfileCall.body,
      response: { 200: updateProfileCall.response },
    },
    handler: (request) => updateProfile(deps, signedIn(request).user, request.body),
  });

  app.route({
    method: 'POST',
    url: deleteAccountCall.path,
    preValidation: app.requireUser,
    schema: {
      summary: deleteAccountCall.summary,
      tags,
      body: deleteAccountCall.body,
      response: { 200: deleteAccountCall.response },
    },
    handler: (request) => deleteAccount(deps, signedIn(request).user, request.body),
  });

  app.route({
    method: 'POST',
    url: forgotPasswordCall.path,
    schema: {
      summary: forgotPasswordCall.summary,
      tags,
      body: forgotPasswordCall.body,
      response: { 200: forgotPasswordCall.response },
    },
    handler: (request) => forgotPassword(deps, request.tenant, callerOf(request), request.body),
  });

  app.route({
    method: 'POST',
    url: resetPasswordCall.path,
    schema: {
      summary: resetPasswordCall.summary,
      tags,
      body: resetPasswordCall.body,
      response: { 200: resetPasswordCall.response },
    },
    handler: (request) => resetPassword(deps, request.tenant, request.body),
  });

  app.route({
    method: 'POST',
    url: changePasswordCall.path,
    preValidation: app.requireUser,
    schema: {
      summary: changePasswordCall.summary,
      tags,
      body: changePasswordCall.body,
      response: { 200: changePasswordCall.response },
    },
    handler: (request) => {
      const { user, session } = signedIn(request);
      return changePassword(deps, request.tenant, user, session, request.body);
    },
  });
  done();
};
