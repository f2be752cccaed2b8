// Locks on tus uploads that every server process honours (ADR 053). tus locks an upload for each
// HEAD, PATCH and DELETE so two requests never write it at once; its own locker is in memory, so
// behind a proxy a PATCH on one process and a HEAD or PATCH on another would both write the same
// upload. The lock lives where the processes already meet: Redis when the deployment has it (like
// the rate limits), else a PostgreSQL advisory lock; the embedded PGlite belongs to one process,
// where tus's memory locker is enough.
// As in tus's memory locker, a request waiting for a lock asks its holder to let go (a client
// resuming elsewhere after its connection dropped must not wait for the dead request): tus then
// ends the holder's request, keeping the bytes it received, and the waiter finds the true offset.
import { randomBytes } from 'node:crypto';
import { ERRORS, MemoryLocker, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { createClient } from 'redis';
import { advisoryKey } from '../../db/advisory-lock';
import type { Db } from '../../db/open';

export interface UploadLocker extends Locker {
  kind: 'redis' | 'postgres' | 'memory';
  close(): Promise<void>;
}

/** How long a request waits for a lock before tus answers it 500 (tus's own default). */
const acquireTimeoutMs = 30_000;
const retryMs = 50;
/** A waiter repeats its request to let go this often, in case the lock changed hands meanwhile. */
const askAgainMs = 1_000;

/**
 * Tries `attempt` until it takes the lock, the request is abandoned or the time is up; `ask`
 * tells the holder someone waits.
 */
async function acquire(
  signal: AbortSignal,
  attempt: () => Promise<boolean>,
  ask: () => Promise<unknown>,
): Promise<void> {
  const deadline = Date.now() + acquireTimeoutMs;
  let askedAt = 0;
  for (;;) {
    if (await attempt()) return;
    // tus answers its own error objects ({status_code, body}) as they are.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (signal.aborted || Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
    if (Date.now() - askedAt >= askAgainMs) {
      askedAt = Date.now();
      await ask();
    }
    await new Promise((resolve) => setTimeout(resolve, retryMs));
  }
}

/** The requests of this process holding a lock, by upload id, and how to ask each to let go. */
function holders() {
  const held = new Map<string, RequestRelease>();
  return {
    hold: (id: string, release: RequestRelease) => held.set(id, release),
    drop: (id: string) => held.delete(id),
    ask: (id: string) => void held.get(id)?.(),
  };
}

const releaseChannel = 'touchline:upload-lock:release';
/** A lock outlives a process that died holding it by this much at most; renewed while held. */
const leaseMs = 15_000;
const redisKey = (id: string) => `touchline:upload-lock:${id}`;
/** Deletes or extends the lock only while it is still this holder's. */
const unlockScript =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";
const renewScript =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0";

/** Locks as Redis keys with a renewed lease; requests to let go travel on a pub/sub channel. */
export async function connectRedisUploadLocker(
  url: string,
  log: FastifyBaseLogger,
): Promise<UploadLocker> {
  const client = createClient({ url, socket: { connectTimeout: 10_000 } });
  const subscriber = client.duplicate();
  for (const c of [client, subscriber])
    c.on('error', (err: unknown) => log.error({ err }, 'upload-lock redis connection error'));
  try {
    await Promise.all([client.connect(), subscriber.connect()]);
  } catch (error) {
    for (const c of [client, subscriber]) if (c.isOpen) c.destroy();
    throw new Error(`REDIS_URL: cannot connect to Redis (${String(error)})`, { cause: error });
  }
  const local = holders();
  await subscriber.subscribe(releaseChannel, (id) => local.ask(id));
  return {
    kind: 'redis',
    newLock(id): Lock {
      const token = randomBytes(16).toString('hex');
      let renewal: NodeJS.Timeout | undefined;
      return {
        async lock(signal, requestRelease) {
          await acquire(
            signal,
            async () =>
              (await client.set(redisKey(id), token, {
                condition: 'NX',
                expiration: { type: 'PX', value: leaseMs },
              })) === 'OK',
            () => client.publish(releaseChannel, id),
          );
          local.hold(id, requestRelease);
          renewal = setInterval(() => {
            client
              .eval(renewScript, { keys: [redisKey(id)], arguments: [token, String(leaseMs)] })
              .catch((err: unknown) => log.warn({ err, id }, 'could not renew an upload lock'));
          }, leaseMs / 3);
          renewal.unref();
        },
        async unlock() {
          clearInterval(renewal);
          local.drop(id);
          await client.eval(unlockScript, { keys: [redisKey(id)], arguments: [token] });
        },
      };
    },
    close: async () => {
      await Promise.allSettled([subscriber.close(), client.close()]);
    },
  };
}

const notifyChannel = 'touchline_upload_release';

/**
 * Session advisory locks on a connection held while the lock is: a process that dies frees its
 * locks with its connections. The holder's connection listens for requests to let go.
 */
export function postgresUploadLocker(pool: pg.Pool): UploadLocker {
  const local = holders();
  return {
    kind: 'postgres',
    newLock(id): Lock {
      const key = advisoryKey(`upload:${id}`);
      let holder: pg.PoolClient | null = null;
      const onNotice = (message: pg.Notification) => {
        if (message.payload === id) local.ask(id);
      };
      return {
        async lock(signal, requestRelease) {
          const connection = await pool.connect();
          try {
            await acquire(
              signal,
              async () =>
                (
                  await connection.query<{ locked: boolean }>(
                    'select pg_try_advisory_lock($1::bigint) as locked',
                    [key],
                  )
                ).rows[0]?.locked === true,
              () => connection.query('select pg_notify($1, $2)', [notifyChannel, id]),
            );
            connection.on('notification', onNotice);
            await connection.query(`listen ${notifyChannel}`);
          } catch (error) {
            connection.release(error instanceof Error ? error : undefined);
            throw error;
          }
          holder = connection;
          local.hold(id, requestRelease);
        },
        async unlock() {
          const connection = holder;
          if (!connection) return;
          holder = null;
          local.drop(id);
          connection.off('notification', onNotice);
          let broken: Error | undefined;
          await connection
            .query(`unlisten ${notifyChannel}`)
            .then(() => connection.query('select pg_advisory_unlock($1::bigint)', [key]))
            .catch((error: Error) => {
              // Not reused: a connection that may still hold the lock is closed, which frees it.
              broken = error;
            });
          connection.release(broken);
        },
      };
    },
    close: () => Promise.resolve(),
  };
}

/** The locker the deployment supports: Redis, else PostgreSQL, else (one process) memory. */
export async function createUploadLocker(
  db: Db,
  redisUrl: string | null,
  log: FastifyBaseLogger,
): Promise<UploadLocker> {
  if (redisUrl) return connectRedisUploadLocker(redisUrl, log);
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return postgresUploadLocker(client);
  return Object.assign(new MemoryLocker(), {
    kind: 'memory' as const,
    close: () => Promise.resolve(),
  });
}
