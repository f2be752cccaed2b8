// The database and Redis the process shares with the portal's other processes (ADR 044).
import { z } from 'zod';
import { urlWithProtocols } from './env-values';

export const databaseEnv = z.object({
  DATABASE_URL: urlWithProtocols(['postgres', 'postgresql']).optional(),
  DATABASE_APP_URL: urlWithProtocols(['postgres', 'postgresql']).optional(),
  REDIS_URL: urlWithProtocols(['redis', 'rediss']).optional(),
});

export interface DatabaseConfig {
  /** Unset: the embedded PGlite database in `${dataDir}/pglite`. */
  databaseUrl: string | null;
  /** The role the server's queries run as (row-level security); unset: DATABASE_URL as touchline_app. */
  databaseAppUrl: string | null;
  redisUrl: string | null;
}

export function databaseConfig(e: z.infer<typeof databaseEnv>): DatabaseConfig {
  return {
    databaseUrl: e.DATABASE_URL ?? null,
    databaseAppUrl: e.DATABASE_APP_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
  };
}
