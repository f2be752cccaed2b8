// HTTP for sign-up, sign-in, token exchange, sign-out and devices (spec §7 "Authentication").
import {
  checkCurrentDeviceCall,
  deleteDeviceCall,
  loginCall,
  renameDeviceCall,
  logoutCall,
  registerCall,
  tokenExchange,
  tokenExchangeCall,
} from '@touchline/contract/calls/auth';
import type { FastifyRequest } from 'fastify';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';
import { bearerToken, invalidToken, signInFirst } from '../../http/auth-plugin';
import { requestLocale } from '../../i18n/request-locale';
import { trustedCountryOf } from '../../http/viewer';
import type { AccountsDeps, Caller } from './accounts-deps';
import { login, register } from './credentials-service';
import { checkCurrentDevice, removeDevice, renameOwnDevice } from './device-service';
import { refresh, revoke } from './session-service';
import { singleSignOn } from './sso/sso-service';

export const callerOf = (request: FastifyRequest, deps: AccountsDeps): Caller => ({
  address: request.ip,
  userAgent: request.headers['user-agent'],
  locale: requestLocale(request.headers['accept-language']),
  country: trustedCountryOf(request, deps.trustedCountryHeader),
});

export const authRoutes: ContractPlugin<{ deps: AccountsDeps }> = (app, { deps }, done) => {
  // Tokens and device lists: no cache on the way may keep them (RFC 6749 §5.1).
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  serveCall(app, registerCall, {
    tag: 'auth',
    handler: (request) => register(deps, request.tenant, callerOf(request, deps), request.body),
  });

  serveCall(app, loginCall, {
    tag: 'auth',
    handler: (request) => login(deps, request.tenant, callerOf(request, deps), request.body),
  });

  serveCall(app, tokenExchangeCall, {
    tag: 'auth',
    handler: async (request) => {
      const body = request.body;
      if (body.subject_token_type === tokenExchange.refreshToken) {
        await deps.limits.consume('tokenAddress', request.ip);
        return refresh(deps, request.tenant, body.subject_token, callerOf(request, deps).country);
      }
      return singleSignOn(deps, request.tenant, callerOf(request, deps), body);
    },
  });

  serveCall(app, logoutCall, {
    tag: 'auth',
    handler: async (request) => {
      const { user, session } = request;
      if (session.id) await revoke(deps, user.tenantId, { sessionId: session.id }, 'logout');
      return { content: { success: true as const } };
    },
  });

  serveCall(app, checkCurrentDeviceCall, {
    tag: 'auth',
    // Signature, tenant and lifetime only: a device that was removed from another device must
    // learn `enabled: false` here, not a 401 that the client would treat as an expired session.
    authenticate: (request, _reply, next) => {
      const token = bearerToken(request);
      const claims = token ? deps.signer.verify(token, request.tenant.id) : Promise.resolve(null);
      claims.then((verified) => {
        if (!verified) return next(token ? invalidToken() : signInFirst());
        request.user = { id: verified.userId, tenantId: request.tenant.id };
        next();
      }, next);
    },
    handler: async (request) => {
      const user = request.user;
      const claims = await deps.signer.verify(bearerToken(request) ?? '', user.tenantId);
      const active =
        claims?.scope === 'devices' ||
        (claims?.sessionId != null &&
          (await deps.sessionCheck.active(user.tenantId, claims.sessionId)) !== null);
      const answer = await checkCurrentDevice(deps, user, request.body.device_id);
      if (active) return answer;
      // An ended session whose device is still listed (sign-out, revoked refresh family, password
      // change) is an expired session: 401, so the client's refresh fails and it asks to sign in
      // again. Only a device that was removed learns `enabled: false`.
      if (answer.content.enabled) throw invalidToken();
      return { content: { devices: [], enabled: false } };
    },
  });

  serveCall(app, deleteDeviceCall, {
    tag: 'auth',
    handler: (request) => {
      const { user, session } = request;
      return removeDevice(deps, user, session, request.body.deviceId);
    },
  });

  serveCall(app, renameDeviceCall, {
    tag: 'auth',
    handler: (request) => renameOwnDevice(deps, request.user, request.session, request.body),
  });
  done();
};
