import type { Event } from '@touchline/contract/entities/event';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, type NewEventRow } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { EventPublisher } from '../../realtime/event-publisher';
import { sweepStatuses } from './status-schedule';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const minute = 60_000;
/** A fixed instant well after the seed, so the demo data never moves on its own here. */
const kickoff = new Date('2031-05-04T18:00:00.000Z');
const at = (offsetMs: number) => new Date(kickoff.getTime() + offsetMs);

function recorder() {
  const sent: { tenantId: string; eventId: string; name: string; message: unknown }[] = [];
  const publisher: EventPublisher = {
    toEvent: (tenantId, eventId, name, message) => sent.push({ tenantId, eventId, name, message }),
  };
  return { sent, publisher };
}

const game = (tenantId: string, id: string, extra: Partial<NewEventRow> = {}): NewEventRow => ({
  tenantId,
  id,
  title: 'Clock test game',
  sportType: 'football',
  status: 'upcoming',
  startsAt: kickoff,
  endsAt: at(120 * minute),
  hdUrl: '/media/live/match-1/master.m3u8',
  ...extra,
});

async function statusOf(tenantId: string, id: string) {
  const [row] = await t.database.db
    .select({ status: events.status, hdUrl: events.hdUrl })
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.id, id)));
  return row!;
}

describe('event statuses on a fake clock', () => {
  beforeAll(async () => {
    // Sweep once at the fake start of time so the demo data (seeded around the real now) settles.
    await sweepStatuses(t.database.appDb, recorder().publisher, at(-24 * 60 * minute));
    await t.database.db.insert(events).values([
      game('tn-touchline', 'clock-game'),
      game('tn-harbour', 'clock-game', { startsAt: at(30 * minute), endsAt: at(150 * minute) }),
      game('tn-touchline', 'clock-missed', {
        startsAt: at(-300 * minute),
        endsAt: at(-180 * minute),
      }),
    ]);
  });

  it('leaves an upcoming game alone before its start', async () => {
    const { sent, publisher } = recorder();
    const moved = await sweepStatuses(t.database.appDb, publisher, at(-1000));
    expect(moved.filter((row) => row.id.startsWith('clock-')).map((r) => r.id)).toEqual([
      'clock-missed',
    ]);
    expect((await statusOf('tn-touchline', 'clock-game')).status).toBe('upcoming');
    // A game whose whole window passed while nobody swept goes straight to the archive.
    expect(await statusOf('tn-touchline', 'clock-missed')).toEqual({
      status: 'vod',
      hdUrl: '/media/vod/match-1/master.m3u8',
    });
    expect(sent.map((s) => s.eventId)).toContain('clock-missed');
  });

  it('makes it live at its start and announces it to its room only', async () => {
    const { sent, publisher } = recorder();
    await sweepStatuses(t.database.appDb, publisher, kickoff);
    expect(await statusOf('tn-touchline', 'clock-game')).toEqual({
      status: 'live',
      hdUrl: '/media/live/match-1/master.m3u8',
    });
    expect((await statusOf('tn-harbour', 'clock-game')).status).toBe('upcoming');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      tenantId: 'tn-touchline',
      eventId: 'clock-game',
      name: 'update-event',
    });
    expect((sent[0]!.message as { event: Event }).event.eventStatus).toBe('live');
  });

  it('does not announce the same move twice', async () => {
    const { sent, publisher } = recorder();
    await sweepStatuses(t.database.appDb, publisher, at(1000));
    expect(sent).toEqual([]);
  });

  it('archives it at its end, with the recording of the channel it played', async () => {
    const { sent, publisher } = recorder();
    await sweepStatuses(t.database.appDb, publisher, at(120 * minute));
    expect(await statusOf('tn-touchline', 'clock-game')).toEqual({
      status: 'vod',
      hdUrl: '/media/vod/match-1/master.m3u8',
    });
    // Harbour's game started half an hour later and is live now, until its own end.
    expect((await statusOf('tn-harbour', 'clock-game')).status).toBe('live');
    const announced = sent.find((s) => s.eventId === 'clock-game' && s.tenantId === 'tn-touchline');
    expect((announced!.message as { event: Event }).event).toMatchObject({
      eventStatus: 'vod',
      source: { hd: '/media/vod/match-1/master.m3u8' },
    });
  });

  it('never moves channels, which have no end', async () => {
    const [channel] = await t.database.db
      .select({ status: events.status })
      .from(events)
      .where(and(eq(events.tenantId, 'tn-touchline'), eq(events.status, 'channel')))
      .limit(1);
    expect(channel!.status).toBe('channel');
  });
});
