// The web app's HTTP client (spec §7 "Conventions"): typed by the contract's call definitions.
import type { z } from 'zod';
import { buildPath } from '@touchline/contract/call';
import { defaults } from '@touchline/contract/constants';
import type { TokenSource } from '../session/token-store';
import { ApiError } from './api-error';
import type {
  AnyCall,
  CallResponse,
  HttpClient,
  RequestArgs,
  SendOptions,
  ServerErrorReport,
} from './http-client-types';
import { readAnswer } from './read-answer';
import { isTokenRejected } from './token-rejected';
import { createTokenRefresher } from './token-refresher';
import { joinUrl } from './url';

export interface HttpClientOptions {
  /** The app config's API base URL (spec §7, default '/'). */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Absent for a client that never sends a token (e.g. the one the token store refreshes with). */
  tokens?: TokenSource;
  /** Spec §8: answers with status 500 and above go to error reporting. */
  onServerError?: (report: ServerErrorReport) => void;
  /** Epoch milliseconds. */
  now?: () => number;
  /**
   * The viewer's language, sent as `Accept-Language` so the server's own texts (error messages,
   * mail) follow the portal's language rather than the browser's (ADR 040). By default the
   * document's `lang`, which follows the active locale.
   */
  locale?: () => string;
}

const documentLanguage = () =>
  typeof document === 'undefined' ? '' : document.documentElement.lang;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export const createHttpClient = ({
  baseUrl = defaults.apiBaseUrl,
  fetch: fetchImpl,
  tokens,
  onServerError,
  now = Date.now,
  locale = documentLanguage,
}: HttpClientOptions = {}): HttpClient => {
  const doFetch =
    fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const refresher = tokens ? createTokenRefresher(tokens, now) : null;

  const attempt = async (options: SendOptions<z.ZodType>, url: string, token: string | null) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const hasBody = options.body !== undefined && options.method !== 'GET';
    if (hasBody) headers['Content-Type'] = 'application/json';
    if (token) headers['X-Authorization'] = `Bearer ${token}`;
    const language = locale();
    if (language) headers['Accept-Language'] = language;
    try {
      return await doFetch(url, {
        method: options.method,
        headers,
        body: hasBody ? JSON.stringify(options.body) : undefined,
        signal: options.signal,
      });
    } catch (cause) {
      if (isAbort(cause) || options.signal?.aborted) throw cause;
      throw new ApiError({
        status: 0,
        code: 'default_error_message',
        logMessage: `${options.method} ${url} failed`,
        cause,
      });
    }
  };

  const send = async <S extends z.ZodType = z.ZodUnknown>(
    options: SendOptions<S>,
  ): Promise<z.output<S>> => {
    const url = joinUrl(baseUrl, options.path, options.query);
    const auth = options.auth ?? 'none';
    const token = refresher ? await refresher.tokenFor(auth) : null;
    let response = await attempt(options, url, token);
    // Spec §7: one forced refresh and one retry after a 401 on a call that carried a token.
    if (token && refresher && (await isTokenRejected(response))) {
      const retryToken = await refresher.tokenAfterUnauthorized(token);
      response = await attempt(options, url, retryToken);
    }
    return readAnswer(response, options.response, {
      url,
      label: `${options.method} ${options.path}`,
      onServerError,
    });
  };

  const request = <C extends AnyCall>(
    call: C,
    ...[options]: RequestArgs<C>
  ): Promise<CallResponse<C>> => {
    const given = (options ?? {}) as {
      params?: Record<string, unknown>;
      query?: SendOptions['query'];
      body?: unknown;
      signal?: AbortSignal;
    };
    const params = Object.fromEntries(
      Object.entries(given.params ?? {}).map(([name, value]) => [name, String(value)]),
    );
    return send<C['response']>({
      method: call.method,
      path: buildPath(call.path, params),
      query: given.query,
      body: given.body,
      auth: call.auth,
      signal: given.signal,
      response: call.response,
    });
  };

  return {
    request,
    send,
    get: (path, options) => send({ ...options, method: 'GET', path }),
    post: (path, body, options) => send({ ...options, method: 'POST', path, body }),
    freshToken: () => (refresher ? refresher.tokenFor('optional') : Promise.resolve(null)),
  };
};
