// Attempt limits for sign-in, sign-up, password mail and token exchange, per address and per
// (account, address) pair (ADR 029). In memory for one process; in Redis when REDIS_URL is set, so every process counts
// together. Exceeding one answers 429 with Retry-After.
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AppError } from '../../http/app-error';

/** points per duration (seconds); the numbers of docs/security.md. */
export const rateLimitRules = {
  /**
   * Failed sign-ins of one account from one address; success clears it. Not per account alone:
   * anyone could then lock any account, its owner included (ADR 029).
   */
  loginPair: { points: 10, duration: 15 * 60 },
  /** Sign-in attempts from one address, successful or not. */
  loginAddress: { points: 50, duration: 15 * 60 },
  /** Reset mails for one email address. */
  forgotAccount: { points: 3, duration: 60 * 60 },
  forgotAddress: { points: 20, duration: 60 * 60 },
  registerAddress: { points: 20, duration: 60 * 60 },
  /** Mails asking an account's owner to allow a provider (ADR 028). */
  linkMailAccount: { points: 3, duration: 60 * 60 },
  /** Refreshes and single sign-on exchanges from one address. */
  tokenAddress: { points: 300, duration: 15 * 60 },
  /** Wrong current passwords (change password, delete account) of one account. */
  passwordCheckAccount: { points: 10, duration: 15 * 60 },
  /** Every call from one client address in one tenant, by the contract's rate-limit class. */
  callRead: { points: 6000, duration: 60 },
  callWrite: { points: 600, duration: 60 },
  callCredentials: { points: 100, duration: 60 },
} as const;

export type RateLimitName = keyof typeof rateLimitRules;

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', 'Too many attempts; try again later');
  }
}

export interface RateLimits {
  /** Counts one attempt; throws RateLimitedError past the limit. */
  consume(name: RateLimitName, key: string): Promise<void>;
  /** Throws RateLimitedError when the limit is already reached, without counting. */
  check(name: RateLimitName, key: string): Promise<void>;
  reset(name: RateLimitName, key: string): Promise<void>;
  /** Whether the shared store answers (readiness): `disabled` when counting in memory. */
  storeState(): Promise<'ok' | 'fail' | 'disabled'>;
  close(): Promise<void>;
}

const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

const connectTimeoutMs = 10_000;
const maxReconnectDelayMs = 5_000;

/** Like the realtime relay: a start that cannot reach Redis fails; later outages are retried. */
async function connectRedis(url: string, log: FastifyBaseLogger) {
  let started = false;
  const client = createClient({
    url,
    // Counting must not queue behind an outage: a failed command answers at once.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: connectTimeoutMs,
      reconnectStrategy: (retries: number, cause: Error) =>
        started ? Math.min(100 * 2 ** retries, maxReconnectDelayMs) : cause,
    },
  });
  client.on('error', (err: unknown) => log.error({ err }, 'rate-limit redis connection error'));
  try {
    await client.connect();
  } catch (error) {
    if (client.isOpen) client.destroy();
    throw new Error(`REDIS_URL: cannot connect to Redis (${String(error)})`, { cause: error });
  }
  started = true;
  return client;
}

export async function createRateLimits(
  redisUrl: string | null,
  log: FastifyBaseLogger,
): Promise<RateLimits> {
  const redis = redisUrl ? await connectRedis(redisUrl, log) : null;
  const limiters = Object.fromEntries(
    Object.entries(rateLimitRules).map(([name, rule]) => [
      name,
      redis
        ? new RateLimiterRedis({
            storeClient: redis,
            useRedisPackage: true,
            keyPrefix: `touchline:rl:${name}`,
            // While Redis is away each process counts alone instead of failing sign-ins.
            insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, ...rule }),
            ...rule,
          })
        : new RateLimiterMemory({ keyPrefix: name, ...rule }),
    ]),
  ) as Record<RateLimitName, RateLimiterAbstract>;

  return {
    async consume(name, key) {
      try {
        await limiters[name].consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw new RateLimitedError(retryAfter(error));
        throw error;
      }
    },
    async check(name, key) {
      const res = await limiters[name].get(key);
      if (res && res.consumedPoints >= rateLimitRules[name].points)
        throw new RateLimitedError(retryAfter(res));
    },
    async reset(name, key) {
      await limiters[name].delete(key);
    },
    async storeState() {
      if (!redis) return 'disabled';
      try {
        await redis.ping();
        return 'ok';
      } catch {
        return 'fail';
      }
    },
    async close() {
      if (redis) await redis.close();
    },
  };
}
