// pino options: JSON lines in production and tests, pretty-printed when developing.
import type { LoggerOptions } from 'pino';
import type { Config } from '../config';

/**
 * A client that leaves mid-answer (a tab closed, hls.js dropping a segment it no longer needs)
 * ends a compressed answer's pipe early, and @fastify/compress logs that `premature close` as an
 * error, with no more than the request's id. It is the client's doing, not a fault of ours.
 */
export const clientLeftMidAnswer = (value: unknown): boolean =>
  value instanceof Error &&
  (value.message === 'premature close' ||
    (value as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE');

export function loggerOptions(config: Pick<Config, 'logLevel' | 'nodeEnv'>): LoggerOptions {
  return {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers["x-authorization"]', 'req.headers.cookie'],
      remove: true,
    },
    hooks: {
      logMethod(args, method, level) {
        // Errors (50) and worse only: a client leaving is information, logged with its request id.
        if (level >= 50 && clientLeftMidAnswer(args[0])) {
          this.info({ err: args[0] }, 'the client left before the answer ended');
          return;
        }
        method.apply(this, args);
      },
    },
    ...(config.nodeEnv === 'development'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
