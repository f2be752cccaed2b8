// The one way to serve a call: everything but the handler comes from its contract definition —
// method, path, schemas, the auth mode (enforced here, before the input is looked at), the
// rate-limit class, the OpenAPI operation (name, security, every error it can answer).
import { callErrors, type CallDef } from '@touchline/contract/call';
import { callName } from '@touchline/contract/all-calls';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  RawServerDefault,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error';
import { bearerToken, type AuthSession, type AuthUser } from './auth-plugin';
import { ContractAnswerError } from './contract-schemas';
import { toWireError } from './wire-error';

/** A call's optional schema (`body?:`), as the parsed value; undefined when the call has none. */
type Input<S> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends z.ZodType
    ? z.output<NonNullable<S>>
    : undefined;

type Signed<C extends CallDef> = C['auth'] extends 'required' | 'limited'
  ? { user: AuthUser; session: AuthSession }
  : object;

/** The request as the handler sees it: input typed by the contract, the user set when required. */
export type CallRequest<C extends CallDef> = FastifyRequest<{
  Body: Input<C['body']>;
  Querystring: Input<C['query']>;
  Params: Input<C['params']>;
}> &
  Signed<C>;

export type CallAnswer<C extends CallDef> = z.input<C['response']>;

export interface ServeCallOptions<C extends CallDef> {
  /** The OpenAPI tag the call is listed under. */
  tag: string;
  handler: (
    request: CallRequest<C>,
    reply: FastifyReply,
    // undefined: the handler sent the answer itself (reply.send), as Fastify allows.
  ) => CallAnswer<C> | FastifyReply | undefined | Promise<CallAnswer<C> | FastifyReply | undefined>;
  /**
   * Replaces the standard check of the call's auth mode; required for `operator` and `platform` calls (the
   * operator module owns those checks). Runs on request, so a caller without credentials learns
   * nothing about the input rules. For a `required` or `limited` call it sets `request.user`.
   */
  authenticate?: onRequestHookHandler;
  /** The largest request body in bytes, where a call takes more than the server's default. */
  bodyLimit?: number;
}

/** What serveCall needs from the app; see app/register-accounts.ts. */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract definition a route serves (read by the OpenAPI transform). */
    call?: CallDef;
  }
  interface FastifyInstance {
    /** Counts one call of the class for the request's client; throws a 429 past the limit. */
    consumeCallLimit: (request: FastifyRequest, call: CallDef) => Promise<void>;
    /** Development and tests: an answer the contract does not list fails as a 500. */
    strictContract: boolean;
  }
}

/** The call's own answer to a caller with no token, where the contract names one. */
function signedOutCheck(call: CallDef): preHandlerHookHandler | null {
  const signedOut = call.signedOutError;
  if (!signedOut) return null;
  return (request, _reply, done) => {
    done(bearerToken(request) ? undefined : new AppError(signedOut.code, signedOut.message));
  };
}

function standardCheck(app: FastifyInstance, call: CallDef): preHandlerHookHandler | null {
  switch (call.auth) {
    case 'none':
      return null;
    case 'optional':
      return app.optionalUser;
    case 'required':
      return app.requireUser;
    case 'limited':
      return app.requireDeviceAccess;
    case 'operator':
    case 'platform':
      throw new Error(
        `${callName(call)}: a call of auth mode ${call.auth} needs its authenticate option`,
      );
  }
}

/**
 * The call's own error handler, before the app's: a 429 says when to come back, and in strict mode
 * a failure the contract does not list for the call is a bug, answered as a 500.
 */
function callErrorHandler(fastify: FastifyInstance, call: CallDef) {
  const allowed = new Set<string>(callErrors(call));
  return (error: Error, _request: FastifyRequest, reply: FastifyReply) => {
    const seconds = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (typeof seconds === 'number') void reply.header('retry-after', String(seconds));
    const { status, body } = toWireError(error);
    if (fastify.strictContract && status < 500 && !allowed.has(body.messageErrorCode))
      throw new ContractAnswerError(
        call.method,
        call.path,
        `failed with ${status} ${body.messageErrorCode}, which ${callName(call)} does not declare`,
      );
    // On to the app's error handler, which writes the wire format.
    throw error;
  };
}

export function serveCall<C extends CallDef>(
  fastify: FastifyInstance<RawServerDefault>,
  call: C,
  options: ServeCallOptions<C>,
): void {
  const limit: onRequestHookHandler = (request, _reply, done) => {
    fastify.consumeCallLimit(request, call).then(() => done(), done);
  };
  const checks = options.authenticate
    ? []
    : [signedOutCheck(call), standardCheck(fastify, call)].filter((check) => check !== null);
  fastify.route({
    method: call.method,
    url: call.path,
    // The limit counts every attempt, before anything else is looked at.
    onRequest: options.authenticate ? [limit, options.authenticate] : [limit],
    // The standard checks run before validation: without credentials, nothing about the input.
    ...(checks.length > 0 ? { preValidation: checks } : {}),
    errorHandler: callErrorHandler(fastify, call),
    config: { call },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      operationId: callName(call),
      summary: call.summary,
      tags: [options.tag],
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      response: { 200: call.response },
    },
    // The contract types the handler (CallRequest); Fastify's own generics cannot follow a
    // definition passed in as a value.
    handler: options.handler as unknown as RouteHandlerMethod,
  });
}
