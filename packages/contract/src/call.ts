// A call of the API: its method and path and the schemas of what goes in and comes out.
// Server routes register from these; the web client types its fetchers from them.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallDef<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Fastify-style path, e.g. `/api/event/get_by_id/id/:id`. */
  path: string;
  /** Whether the call carries `X-Authorization: Bearer …`. */
  auth: 'none' | 'optional' | 'required';
  summary: string;
  query?: Q;
  body?: B;
  params?: P;
  response: R;
}

export const defineCall = <
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(
  def: CallDef<Q, B, P, R>,
) => def;

/** Replaces `:name` segments with values, e.g. for the web client. */
export const buildPath = (path: string, params: Record<string, string> = {}) =>
  path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
