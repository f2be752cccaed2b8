// With REDIS_URL, socket.io's Redis adapter relays every room broadcast through Redis pub/sub, so
// a message emitted by any server process reaches sockets connected to any other. It needs two
// connections: one publishes, the other is held in subscriber mode.
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

/** A process that cannot reach Redis at start would silently miss other processes' messages. */
const connectTimeoutMs = 10_000;
const maxReconnectDelayMs = 5_000;

export interface RedisRelay {
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

export async function connectRedisRelay(url: string, log: FastifyBaseLogger): Promise<RedisRelay> {
  let started = false;
  const pub = createClient({
    url,
    socket: {
      connectTimeout: connectTimeoutMs,
      // Before the first connection a failure ends the start; afterwards the relay keeps retrying.
      reconnectStrategy: (retries: number, cause: Error) =>
        started ? Math.min(100 * 2 ** retries, maxReconnectDelayMs) : cause,
    },
  });
  const sub = pub.duplicate();
  for (const [role, client] of [
    ['publisher', pub],
    ['subscriber', sub],
  ] as const) {
    client.on('error', (err: unknown) => log.error({ err, role }, 'redis connection error'));
  }
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (error) {
    for (const client of [pub, sub]) if (client.isOpen) client.destroy();
    throw new Error(`REDIS_URL: cannot connect to Redis (${String(error)})`, { cause: error });
  }
  started = true;
  return {
    adapter: createAdapter(pub, sub),
    close: async () => {
      await Promise.allSettled([pub.close(), sub.close()]);
    },
  };
}
