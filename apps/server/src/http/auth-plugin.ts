// Who is calling: `X-Authorization: Bearer <access token>` → `request.user` and `request.session`.
// Routes opt in with `preValidation: app.requireUser` (full sign-in) or `app.requireDeviceAccess`
// (also the limited token of the device-limit flow, which may only list and delete devices).
// As a preValidation hook it answers 401 before the body is looked at.
import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Tenant } from '../modules/tenants/tenant';
import { AppError } from './app-error';

export interface AuthUser {
  id: string;
  tenantId: string;
}

export interface AuthSession {
  /** Null for the limited token, which belongs to no session. */
  id: string | null;
  /** The device the session runs on; null for the limited token. */
  deviceRowId: string | null;
  scope: 'full' | 'devices';
}

export interface VerifiedToken {
  user: AuthUser;
  session: AuthSession;
}

/** Resolves a bearer token within the request's tenant; null when it is not (or no longer) valid. */
export type TokenVerifier = (token: string, tenant: Tenant) => Promise<VerifiedToken | null>;

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    session: AuthSession | null;
  }
  interface FastifyInstance {
    requireUser: preHandlerHookHandler;
    requireDeviceAccess: preHandlerHookHandler;
    /** For `auth: 'optional'` calls: no token leaves request.user null, a valid one sets it, an
     *  invalid or expired one answers 401. */
    optionalUser: preHandlerHookHandler;
  }
}

export const authHeader = 'x-authorization';

export function bearerToken(request: FastifyRequest): string | null {
  const raw = request.headers[authHeader];
  const value = Array.isArray(raw) ? raw[0] : raw;
  const match = value ? /^Bearer\s+(\S+)\s*$/i.exec(value) : null;
  return match?.[1] ?? null;
}

export const signInFirst = () => new AppError('unauthorized', 'Sign in to continue');
export const invalidToken = () => new AppError('invalid_token', 'The access token is not valid');

export default fp<{ verify: TokenVerifier }>(
  (app, { verify }, done) => {
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);

    const authenticate = async (request: FastifyRequest, required: boolean) => {
      const token = bearerToken(request);
      if (!token) {
        if (required) throw signInFirst();
        return;
      }
      const verified = await verify(token, request.tenant);
      // Even where a token is optional, a bad one is refused rather than ignored: the client
      // refreshes and retries once (spec §7), and no answer is computed for the wrong viewer.
      if (!verified) throw invalidToken();
      request.user = verified.user;
      request.session = verified.session;
    };

    // Callback-style hooks, so route options take them without a floating promise.
    const hook =
      (check: (request: FastifyRequest) => Promise<void>): preHandlerHookHandler =>
      (request, _reply, next) => {
        check(request).then(() => next(), next);
      };

    app.decorate(
      'requireUser',
      hook(async (request) => {
        await authenticate(request, true);
        if (request.session?.scope !== 'full')
          throw new AppError('forbidden', 'This token may only manage devices');
      }),
    );
    app.decorate(
      'requireDeviceAccess',
      hook((request) => authenticate(request, true)),
    );
    app.decorate(
      'optionalUser',
      hook(async (request) => {
        await authenticate(request, false);
        if (request.session && request.session.scope !== 'full') {
          request.user = null;
          request.session = null;
        }
      }),
    );
    done();
  },
  { name: 'touchline-auth', dependencies: ['touchline-tenant'] },
);
