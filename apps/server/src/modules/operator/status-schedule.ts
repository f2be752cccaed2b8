// Event statuses follow the clock: an upcoming game becomes live at its start and archived at its
// end. Statuses are stored (lists filter on them with an index), so a sweep moves the games whose
// time has come and announces each move to the game's room as `update-event`. Every server
// process may sweep; each moved game is announced by exactly one of them (see advanceStatuses).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/open';
import type { EventRow } from '../../db/schema';
import type { EventPublisher } from '../../realtime/event-publisher';
import type { PushNotices } from '../push/push-service';
import { forEachTenant } from '../tenants/tenant-service';
import { broadcastEvent } from './event-broadcast';
import { advanceStatuses } from './event-change-repository';

/** How often the sweep runs: a game goes live at most this long after its start time. */
export const statusSweepIntervalMs = 15_000;

export async function sweepStatuses(
  db: Db,
  publisher: EventPublisher,
  now: Date,
  notices?: PushNotices,
): Promise<EventRow[]> {
  const moved: EventRow[] = [];
  await forEachTenant(db, async (tenant) => {
    const rows = await advanceStatuses(db, tenant.id, now);
    for (const row of rows) {
      const event = await broadcastEvent(db, tenant, row);
      publisher.toEvent(tenant.id, row.id, 'update-event', { event });
      await notices?.statusChanged(tenant, null, row);
    }
    moved.push(...rows);
  });
  return moved;
}

export interface StatusScheduleOptions {
  db: Db;
  publisher: EventPublisher;
  log: FastifyBaseLogger;
  intervalMs?: number;
  now?: () => Date;
  /** Web push (ADR 051): "is live" for games the clock moves, "starts soon" before a start. */
  notices?: PushNotices;
}

/** Sweeps now and then every interval; returns the function that stops it. */
export function startStatusSchedule(options: StatusScheduleOptions): () => void {
  const now = options.now ?? (() => new Date());
  let running = false;
  const sweep = async () => {
    // A slow database must not stack sweeps on top of each other.
    if (running) return;
    running = true;
    try {
      const at = now();
      const moved = await sweepStatuses(options.db, options.publisher, at, options.notices);
      await options.notices?.startsSoon(at);
      if (moved.length > 0) {
        options.log.info(
          {
            events: moved.map((row) => ({
              tenantId: row.tenantId,
              id: row.id,
              status: row.status,
            })),
          },
          'event statuses moved with the clock',
        );
      }
    } catch (err) {
      options.log.error({ err }, 'event status sweep failed');
    } finally {
      running = false;
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), options.intervalMs ?? statusSweepIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
