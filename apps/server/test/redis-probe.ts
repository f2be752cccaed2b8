// Whether Redis answers at REDIS_URL (default the local one): tests that need it skip, saying why,
// on a machine without one.
import { createConnection } from 'node:net';

export const testRedisUrl = process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';

/** Null when Redis answers PING at `url` within a second; else the reason it does not. */
export function probeRedis(url: string = testRedisUrl): Promise<string | null> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    const done = (reason: string | null) => {
      socket.destroy();
      resolve(reason);
    };
    socket.setTimeout(1_000, () => done('no answer within 1 s'));
    socket.once('error', (err) => done(err.message));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) =>
      done(/^[+-]/.test(data.toString()) ? null : `unexpected answer ${data.toString()}`),
    );
  });
}
