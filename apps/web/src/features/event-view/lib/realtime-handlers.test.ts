import { describe, expect, it } from 'vitest';
import { sampleEvent } from '../../../test/fixtures';
import type { TagWire } from '@touchline/contract/entities/tag';
import {
  applyEventUpdate,
  applyEventUrlChange,
  applyTagRemoved,
  applyTagSaved,
} from './realtime-handlers';

describe('event-url-change', () => {
  it('switches the loaded event to the new stream and sets it live', () => {
    const upcoming = sampleEvent({
      eventStatus: 'upcoming',
      source: { hd: null, panoramic: null, poster: '/p.jpg', clip: null, epg: null },
    });
    const outcome = applyEventUrlChange(upcoming, {
      eventId: 'ev-1',
      eventUrl: '/media/live/match-2/master.m3u8',
    });
    expect(outcome.kind).toBe('switch');
    if (outcome.kind !== 'switch') return;
    expect(outcome.event.eventStatus).toBe('live');
    expect(outcome.event.source).toEqual({
      hd: '/media/live/match-2/master.m3u8',
      panoramic: null,
      poster: '/p.jpg',
      clip: null,
      epg: null,
    });
    expect(upcoming.eventStatus).toBe('upcoming');
  });

  it('asks for a reload when the address is not sent (a paid event, signed per viewer)', () => {
    expect(applyEventUrlChange(sampleEvent(), { eventId: 'ev-1', eventUrl: null })).toEqual({
      kind: 'reload',
    });
  });

  it('asks for a reload when no event is loaded', () => {
    expect(applyEventUrlChange(undefined, { eventId: 'ev-1', eventUrl: '/x.m3u8' })).toEqual({
      kind: 'reload',
    });
  });
});

describe('update-event', () => {
  it('takes the new score and keeps a switched stream the update does not carry', () => {
    const current = sampleEvent({
      eventStatus: 'live',
      score: { home: 1, away: 0 },
      source: { hd: '/new.m3u8', panoramic: null, poster: null, clip: null, epg: null },
    });
    const update = sampleEvent({ eventStatus: 'live', score: { home: 2, away: 0 } });
    const next = applyEventUpdate(current, { event: update });
    expect(next.score).toEqual({ home: 2, away: 0 });
    expect(next.source.hd).toBe('/new.m3u8');
    const withStream = sampleEvent({
      score: { home: 3, away: 1 },
      source: { hd: '/other.m3u8', panoramic: null, poster: null, clip: null, epg: null },
    });
    expect(applyEventUpdate(current, { event: withStream }).source.hd).toBe('/other.m3u8');
  });
});

describe('global tags over the socket', () => {
  const wire = (id: string, ms: number, title = 'Kick-off'): TagWire => ({
    id,
    title,
    startTime: ms,
    endTime: ms,
    time: null,
    type: 'game',
    global: true,
    playerNumber: null,
    targetId: 'ev-1',
    tagTeam: null,
  });

  it('adds a new tag in seconds, in time order, and replaces a changed one', () => {
    const one = applyTagSaved(undefined, wire('t1', 30_000));
    const two = applyTagSaved(one, wire('t0', 5_000));
    expect(two.map((t) => [t.id, t.startTime])).toEqual([
      ['t0', 5],
      ['t1', 30],
    ]);
    const changed = applyTagSaved(two, wire('t1', 40_000, 'Second half'));
    expect(changed.map((t) => [t.id, t.startTime, t.title])).toEqual([
      ['t0', 5, 'Kick-off'],
      ['t1', 40, 'Second half'],
    ]);
  });

  it('drops a removed tag and ignores one it does not have', () => {
    const tags = applyTagSaved(undefined, wire('t1', 1_000));
    expect(applyTagRemoved(tags, 't1')).toEqual([]);
    expect(applyTagRemoved(tags, 'zz')).toEqual(tags);
    expect(applyTagRemoved(undefined, 't1')).toEqual([]);
  });
});
