// Liveness and readiness probes: /healthz says the process serves, /readyz that its dependencies do.
import { z } from 'zod';
import { defineCall } from '../call';

export const healthResponse = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponse>;

export const healthCall = defineCall({
  method: 'GET',
  path: '/healthz',
  auth: 'none',
  summary: 'The process is up',
  response: healthResponse,
});

/** `disabled` for an optional dependency that is not configured (e.g. Redis on one machine). */
export const dependencyState = z.enum(['ok', 'fail', 'disabled']);

/** Answered with 200 when ready and 503 when not. */
export const readinessResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  /** Shutting down: finishing what it holds, taking nothing new. */
  draining: z.boolean(),
  checks: z.object({ database: dependencyState, redis: dependencyState }),
});
export type ReadinessResponse = z.infer<typeof readinessResponse>;

export const readinessCall = defineCall({
  method: 'GET',
  path: '/readyz',
  auth: 'none',
  summary: 'The database (and Redis when configured) answer and the process is not shutting down',
  response: readinessResponse,
});
