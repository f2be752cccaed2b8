// Work that one server process at a time may do (ADR 044): a PostgreSQL session advisory lock,
// tried, not waited for. Every process runs the same schedules; the one that holds the lock does
// the run and the others skip it, so a scheduled run across N processes happens once. The lock
// lives as long as the connection holding it, so a process killed mid-run frees it at once. The
// embedded PGlite database belongs to one process, so there nothing needs excluding.
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db } from './open';

/** A stable 63-bit key from the work's name (advisory locks are keyed by a bigint). */
export function advisoryKey(name: string): string {
  const digest = createHash('sha256').update(`touchline:${name}`).digest();
  return (digest.readBigUInt64BE(0) >> 1n).toString();
}

export type LockedRun<T> = { ran: true; value: T } | { ran: false };

/** Runs `work` while holding the named lock; `{ ran: false }` when another process holds it. */
export async function withAdvisoryLock<T>(
  db: Db,
  name: string,
  work: () => Promise<T>,
): Promise<LockedRun<T>> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return { ran: true, value: await work() };
  const key = advisoryKey(name);
  // A connection of its own, held for the run: session locks belong to the connection.
  const holder = await client.connect();
  let broken: Error | undefined;
  try {
    const { rows } = await holder.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1::bigint) as locked',
      [key],
    );
    if (!rows[0]?.locked) return { ran: false };
    try {
      return { ran: true, value: await work() };
    } finally {
      await holder.query('select pg_advisory_unlock($1::bigint)', [key]).catch((error: Error) => {
        // Not reused: a connection that may still hold the lock is closed, which frees it.
        broken = error;
      });
    }
  } finally {
    holder.release(broken);
  }
}
