// Every call counts against its contract rate-limit class, per tenant and client address, so one
// address cannot flood the API; calls that check secrets or send mail keep their own per-account
// limits on top (modules/auth/rate-limits.ts).
import { rateLimitClassOf, type CallDef, type RateLimitClass } from '@touchline/contract/call';
import type { FastifyRequest } from 'fastify';

export const callLimitNames = {
  read: 'callRead',
  write: 'callWrite',
  credentials: 'callCredentials',
} as const satisfies Record<RateLimitClass, string>;

export type CallLimitName = (typeof callLimitNames)[RateLimitClass];

export function callLimiter(options: {
  enabled: boolean;
  consume: (name: CallLimitName, key: string) => Promise<void>;
}) {
  return (request: FastifyRequest, call: CallDef): Promise<void> => {
    // Health probes name no tenant (tenant-plugin.ts) and are not counted.
    const tenant = request.tenant as FastifyRequest['tenant'] | null;
    if (!options.enabled || !tenant) return Promise.resolve();
    return options.consume(callLimitNames[rateLimitClassOf(call)], `${tenant.id}:${request.ip}`);
  };
}
