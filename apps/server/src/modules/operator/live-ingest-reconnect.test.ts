// Live ingest when the encoder's connection drops (ADR 071): within the reconnect grace the game
// stays live and a returning encoder goes on in the same recording; once the grace is over the
// game becomes its replay with everything stored before the drop.
import type { LiveInputStatus } from '@touchline/contract/calls/admin-live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hosts } from '../../../test/test-app';
import {
  admin,
  broadcastStarted,
  eventOf,
  media,
  push,
  secondsListed,
  startPortal,
  stopPortal,
  t,
  tools,
  until,
} from './live-ingest-test-kit';

describe.skipIf(!tools)('live ingest with a long reconnect grace', () => {
  // Longer than the test: a push still live after its connection dropped is held by the grace.
  beforeAll(() => startPortal(600), 60_000);
  afterAll(stopPortal);

  it('a push whose connection drops stays live through the reconnect grace and goes on when the encoder comes back', async () => {
    const {
      made,
      url,
      pushed: first,
      playlist,
      variant,
      storedSeconds,
    } = await broadcastStarted('Uplink');

    first.drop();
    await first.exited;
    const beforeReturn = await storedSeconds();
    // Long enough for an end to have been taken: a clean stop is a replay within a second.
    await new Promise((r) => setTimeout(r, 2_000));
    expect((await eventOf(made.eventId))?.status).toBe('live');
    const waiting = await admin<LiveInputStatus>('GET', `/api/admin/live-inputs/${made.eventId}`);
    expect(waiting.body.content.state).toBe('receiving');

    // The encoder reconnects with the same key: the same recording goes on.
    const second = push(url, 240);
    await until(
      'the broadcast to go on',
      async () => (await storedSeconds()) >= beforeReturn + 3,
      180_000,
    ).catch((error: Error) => {
      second.stop();
      throw error;
    });
    second.stop();
    expect(await second.exited).toBe(0);
    await until('the replay', async () => (await eventOf(made.eventId))?.status === 'vod', 120_000);
    const closed = (await media(variant)).body;
    expect(closed).toContain('#EXT-X-ENDLIST');
    const answer = await t.app.inject({
      url: `/api/event/get_by_id/id/${made.eventId}`,
      headers: { host: hosts.touchline },
    });
    expect(answer.json<{ content: { source: { hd: string } } }>().content.source.hd).toBe(playlist);
  }, 600_000);
});

describe.skipIf(!tools)('live ingest with a short reconnect grace', () => {
  beforeAll(() => startPortal(1), 60_000);
  afterAll(stopPortal);

  it('a push whose connection drops and does not come back becomes the replay once the grace is over', async () => {
    const { made, pushed, variant, storedSeconds } = await broadcastStarted('Lost');
    const stored = await storedSeconds();
    pushed.drop();
    await pushed.exited;
    await until('the replay', async () => (await eventOf(made.eventId))?.status === 'vod', 120_000);
    const closed = (await media(variant)).body;
    expect(closed).toContain('#EXT-X-ENDLIST');
    // Nothing the packager had is lost to the dropped connection.
    expect(secondsListed(closed)).toBeGreaterThanOrEqual(stored);
    const ended = await admin<LiveInputStatus>('GET', `/api/admin/live-inputs/${made.eventId}`);
    expect(ended.body.content).toMatchObject({ state: 'ended' });
  }, 600_000);
});
