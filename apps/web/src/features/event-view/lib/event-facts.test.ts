import { describe, expect, it } from 'vitest';
import { sampleEvent } from '../../../test/fixtures';
import { availabilityOf, gameStartOf, playbackOf, teamName, withDvrWindow } from './event-facts';

const source = (
  hd: string | null,
  extra: Partial<ReturnType<typeof sampleEvent>['source']> = {},
) => ({
  hd,
  panoramic: null,
  poster: null,
  clip: null,
  epg: null,
  ...extra,
});

describe('event facts', () => {
  it('plays live and channel events as live with a DVR window, others as VOD', () => {
    expect(
      playbackOf(
        sampleEvent({ eventStatus: 'live', source: source('/media/live/match-1/master.m3u8') }),
      ),
    ).toMatchObject({
      url: '/media/live/match-1/master.m3u8?dvr=1',
      live: true,
    });
    expect(
      playbackOf(
        sampleEvent({ eventStatus: 'channel', source: source('/media/live/match-2/master.m3u8') }),
      )?.live,
    ).toBe(true);
    expect(
      playbackOf(
        sampleEvent({ eventStatus: 'vod', source: source('/media/vod/match-1/master.m3u8') }),
      ),
    ).toMatchObject({
      url: '/media/vod/match-1/master.m3u8',
      live: false,
    });
    expect(playbackOf(sampleEvent({ eventStatus: 'upcoming', source: source(null) }))).toBeNull();
    expect(
      playbackOf(
        sampleEvent({ eventStatus: 'vod', source: source('/a.m3u8', { panoramic: '/pano.m3u8' }) }),
      )?.panoramicUrl,
    ).toBe('/pano.m3u8');
  });

  it('gives a user clip its length, so the player stops at its out mark', () => {
    const clip = {
      eventStatus: 'vod' as const,
      source: source('/media/clip/a/0-20000/master.m3u8'),
    };
    expect(
      playbackOf(sampleEvent({ ...clip, eventType: 'user_clip', duration: 20 }))?.clipLength,
    ).toBe(20);
    expect(playbackOf(sampleEvent({ ...clip, eventType: 'event', duration: 20 }))?.clipLength).toBe(
      null,
    );
  });

  it('adds the DVR window only to Touchline live streams, once', () => {
    expect(withDvrWindow('/media/live/m/master.m3u8?dvr=1')).toBe(
      '/media/live/m/master.m3u8?dvr=1',
    );
    expect(withDvrWindow('https://cdn.example/live.m3u8')).toBe('https://cdn.example/live.m3u8');
    expect(withDvrWindow('/media/t/abc.def/live/m/master.m3u8')).toBe(
      '/media/t/abc.def/live/m/master.m3u8?dvr=1',
    );
    expect(withDvrWindow('/media/t/abc.def/vod/m/master.m3u8')).toBe(
      '/media/t/abc.def/vod/m/master.m3u8',
    );
  });

  it('says why an event cannot be watched, region first', () => {
    expect(availabilityOf(sampleEvent())).toBe('available');
    expect(availabilityOf(sampleEvent({ isEventAvailableForUser: false }))).toBe('not-entitled');
    expect(
      availabilityOf(
        sampleEvent({ isEventAvailableForUser: false, isEventAvailableInUserRegion: false }),
      ),
    ).toBe('not-in-region');
  });

  it('shows the real kickoff only when the tenant enables it', () => {
    const event = sampleEvent({
      date: '2025-06-14T17:30:00.000Z',
      gameStartDate: '2025-06-14T17:40:00.000Z',
    });
    expect(gameStartOf(event, { realKickoffTime: true }).toISOString()).toBe(
      '2025-06-14T17:40:00.000Z',
    );
    expect(gameStartOf(event, { realKickoffTime: false }).toISOString()).toBe(
      '2025-06-14T17:30:00.000Z',
    );
  });

  it('uses short team names when enabled and present', () => {
    const team = { id: 't', name: 'Riverside FC', shortName: 'RIV', logoUrl: null, color: null };
    expect(teamName(team, { shortTeamNames: true })).toBe('RIV');
    expect(teamName(team, { shortTeamNames: false })).toBe('Riverside FC');
    expect(teamName({ ...team, shortName: undefined }, { shortTeamNames: true })).toBe(
      'Riverside FC',
    );
  });
});
