// HTTP for sign-up, sign-in, token exchange, sign-out and devices (spec §7 "Authentication").
import {
  checkCurrentDeviceCall,
  deleteDeviceCall,
  loginCall,
  logoutCall,
  registerCall,
  tokenExchange,
  tokenExchangeCall,
} from '@touchline/contract/calls/auth';
import type { FastifyRequest } from 'fastify';
import type { ContractPlugin } from '../../http/contract-schemas';
import {
  bearerToken,
  invalidToken,
  signInFirst,
  type AuthSession,
  type AuthUser,
} from '../../http/auth-plugin';
import type { AccountsDeps, Caller } from './accounts-deps';
import { login, register } from './credentials-service';
import { checkCurrentDevice, removeDevice } from './device-service';
import { retryAfterHeader } from './rate-limits';
import { refresh, revoke } from './session-service';
import { singleSignOn } from './sso/sso-service';

export const callerOf = (request: FastifyRequest): Caller => ({
  address: request.ip,
  userAgent: request.headers['user-agent'],
});

/** requireUser / requireDeviceAccess ran before the handler, so both are set. */
export const signedIn = (request: FastifyRequest) => ({
  user: request.user as AuthUser,
  session: request.session as AuthSession,
});

const route = <T extends { summary: string; method: string; path: string }>(call: T) => ({
  method: call.method as 'GET' | 'POST',
  url: call.path,
});

export const authRoutes: ContractPlugin<{ deps: AccountsDeps }> = (app, { deps }, done) => {
  // Let a 429 say when to come back; the app's error handler then writes the wire error.
  app.setErrorHandler((error, _request, reply) => {
    retryAfterHeader(error, reply);
    throw error;
  });
  // Tokens and device lists: no cache on the way may keep them (RFC 6749 §5.1).
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  const tags = ['auth'];

  app.route({
    ...route(registerCall),
    schema: {
      summary: registerCall.summary,
      tags,
      body: registerCall.body,
      response: { 200: registerCall.response },
    },
    handler: (request) => register(deps, request.tenant, callerOf(request), request.body),
  });

  app.route({
    ...route(loginCall),
    schema: {
      summary: loginCall.summary,
      tags,
      body: loginCall.body,
      response: { 200: loginCall.response },
    },
    handler: (request) => login(deps, request.tenant, callerOf(request), request.body),
  });

  app.route({
    ...route(tokenExchangeCall),
    schema: {
      summary: tokenExchangeCall.summary,
      tags,
      body: tokenExchangeCall.body,
      response: { 200: tokenExchangeCall.response },
    },
    handler: async (request) => {
      const body = request.body;
      if (body.subject_token_type === tokenExchange.refreshToken) {
        await deps.limits.consume('tokenAddress', request.ip);
        return refresh(deps, request.tenant, body.subject_token);
      }
      return singleSignOn(deps, request.tenant, callerOf(request), body);
    },
  });

  app.route({
    ...route(logoutCall),
    preValidation: app.requireDeviceAccess,
    schema: { summary: logoutCall.summary, tags, response: { 200: logoutCall.response } },
    handler: async (request) => {
      const { user, session } = signedIn(request);
      if (session.id) await revoke(deps, user.tenantId, { sessionId: session.id }, 'logout');
      return { content: { success: true as const } };
    },
  });

  app.route({
    ...route(checkCurrentDeviceCall),
    // Signature, tenant and lifetime only: a device that was removed from another device must
    // learn `enabled: false` here, not a 401 that the client would treat as an expired session.
    preValidation: (request, _reply, next) => {
      const token = bearerToken(request);
      const claims = token ? deps.signer.verify(token, request.tenant.id) : Promise.resolve(null);
      claims.then((verified) => {
        if (!verified) return next(token ? invalidToken() : signInFirst());
        request.user = { id: verified.userId, tenantId: request.tenant.id };
        next();
      }, next);
    },
    schema: {
      summary: checkCurrentDeviceCall.summary,
      tags,
      body: checkCurrentDeviceCall.body,
      response: { 200: checkCurrentDeviceCall.response },
    },
    handler: async (request) => {
      const user = request.user as AuthUser;
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

  app.route({
    ...route(deleteDeviceCall),
    preValidation: app.requireDeviceAccess,
    schema: {
      summary: deleteDeviceCall.summary,
      tags,
      body: deleteDeviceCall.body,
      response: { 200: deleteDeviceCall.response },
    },
    handler: (request) => {
      const { user, session } = signedIn(request);
      return removeDevice(deps, user, session, request.body.deviceId);
    },
  });
  done();
};
