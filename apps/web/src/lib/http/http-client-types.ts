// Types of the HTTP client: calls are typed from their contract definition.
import type { z } from 'zod';
import type { CallDef, HttpMethod } from '@touchline/contract/call';
import type { LazyAnswerSchema } from './lazy-answer';
import type { QueryParams } from './url';

export type CallAuth = CallDef['auth'];

/** Any call definition; the defaults of CallDef accept every concrete one. */
export type AnyCall = CallDef;

type Slot<S, Key extends string> = [S] extends [z.ZodType]
  ? { [K in Key]: z.input<S> }
  : { [K in Key]?: undefined };

/**
 * Inputs are the schemas' *input* types and are sent as given: parsing them here would apply
 * transforms (e.g. `event_date` → `{ start, end }`) and change the wire form.
 */
export type RequestOptions<C extends AnyCall> =
  C extends CallDef<infer Q, infer B, infer P, z.ZodType>
    ? Slot<P, 'params'> & Slot<Q, 'query'> & Slot<B, 'body'> & { signal?: AbortSignal }
    : never;

/** Options may be left out when the call has no params, query or body. */
export type RequestArgs<C extends AnyCall> =
  object extends RequestOptions<C> ? [options?: RequestOptions<C>] : [options: RequestOptions<C>];

export type CallResponse<C extends AnyCall> = z.output<C['response']>;

export interface SendOptions<S extends z.ZodType = z.ZodUnknown> {
  method: HttpMethod;
  path: string;
  query?: QueryParams;
  body?: unknown;
  /** Defaults to 'none': a bare path may point outside the API and must not get the token. */
  auth?: CallAuth;
  signal?: AbortSignal;
  /** When given, the answer is parsed with it (see `read-answer.ts`); loaded first when lazy. */
  response?: S | LazyAnswerSchema<S>;
}

export type LowLevelOptions<S extends z.ZodType> = Omit<SendOptions<S>, 'method' | 'path' | 'body'>;

export interface ServerErrorReport {
  status: number;
  statusText: string;
  url: string;
  headers: Record<string, string>;
}

export interface HttpClient {
  request<C extends AnyCall>(call: C, ...args: RequestArgs<C>): Promise<CallResponse<C>>;
  send<S extends z.ZodType = z.ZodUnknown>(options: SendOptions<S>): Promise<z.output<S>>;
  get<S extends z.ZodType = z.ZodUnknown>(
    path: string,
    options?: LowLevelOptions<S>,
  ): Promise<z.output<S>>;
  post<S extends z.ZodType = z.ZodUnknown>(
    path: string,
    body?: unknown,
    options?: LowLevelOptions<S>,
  ): Promise<z.output<S>>;
  /** The access token to send now, refreshed first when due; for transports such as the socket. */
  freshToken(): Promise<string | null>;
}
