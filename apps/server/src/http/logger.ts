// pino options: JSON lines in production and tests, pretty-printed when developing.
import type { LoggerOptions } from 'pino';
import type { Config } from '../config';

export function loggerOptions(config: Pick<Config, 'logLevel' | 'nodeEnv'>): LoggerOptions {
  return {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers["x-authorization"]', 'req.headers.cookie'],
      remove: true,
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
