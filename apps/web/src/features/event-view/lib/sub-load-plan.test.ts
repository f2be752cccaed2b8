import { describe, expect, it } from 'vitest';
import { sampleEvent } from '../../../test/fixtures';
import { subLoadPlan } from './sub-load-plan';

const all = { gameHighlights: true, playerHighlights: true, matchStats: true };

describe('subLoadPlan', () => {
  it('loads only commerce options and the guide for a channel', () => {
    const channel = sampleEvent({
      eventStatus: 'channel',
      source: {
        hd: '/live.m3u8',
        panoramic: null,
        poster: null,
        clip: null,
        epg: '/api/event/epg/c1',
      },
    });
    expect(subLoadPlan(channel, all, true)).toEqual(['commerce-options', 'programme-guide']);
  });

  it('loads highlights, stats, commerce options and related videos for a visitor', () => {
    expect(subLoadPlan(sampleEvent({ eventStatus: 'vod' }), all, false)).toEqual([
      'game-highlights',
      'player-highlights',
      'stats',
      'commerce-options',
      'related-videos',
    ]);
  });

  it('adds the viewer’s clips, highlights and tags when signed in, and follows the tenant flags', () => {
    const plan = subLoadPlan(
      sampleEvent({ eventStatus: 'live' }),
      { gameHighlights: true, playerHighlights: false, matchStats: false },
      true,
    );
    expect(plan).toEqual([
      'user-clips',
      'user-highlights',
      'tags',
      'game-highlights',
      'commerce-options',
      'related-videos',
    ]);
  });
});
