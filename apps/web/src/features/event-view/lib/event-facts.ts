// What the event page derives from an Event: how it plays, when it starts, team names and
// whether this viewer may watch it.
import type { FeatureFlags } from '@touchline/contract/customer-config';
import type { Event, EventTeam } from '@touchline/contract/entities/event';

export interface Playback {
  url: string;
  /** Live events (and channels) play as live, everything else as VOD (spec §4). */
  live: boolean;
  poster: string | null;
  panoramicUrl: string | null;
  /** A user clip's length (seconds): the player stops at its out mark. */
  clipLength: number | null;
}

const userMedia = new Set<Event['eventType']>(['user_clip', 'user_highlight']);

/** A viewer's clip or highlight: it plays as it is, and nothing is cut from it (the server refuses). */
export const isUserMedia = (event: Event) => userMedia.has(event.eventType);
export const isChannel = (event: Event) => event.eventStatus === 'channel';
export const playsLive = (event: Event) => event.eventStatus === 'live' || isChannel(event);

/** Touchline's live streams, plain or signed for a paid game (`/media/t/{token}/live/…`). */
const touchlineLive = /^\/media\/(t\/[^/]+\/)?live\//;

/** Touchline's simulated live streams list a longer DVR window when asked with `dvr=1`. */
export function withDvrWindow(url: string): string {
  const path = url.split('?')[0]!;
  if (!touchlineLive.test(path) || /[?&]dvr=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}dvr=1`;
}

export function playbackOf(event: Event): Playback | null {
  const url = event.source.hd ?? event.source.clip;
  if (!url) return null;
  const live = playsLive(event);
  return {
    url: live ? withDvrWindow(url) : url,
    live,
    poster: event.source.poster ?? event.imageUrl,
    clipLength: !live && isUserMedia(event) && event.duration ? event.duration : null,
    panoramicUrl: event.source.panoramic
      ? live
        ? withDvrWindow(event.source.panoramic)
        : event.source.panoramic
      : null,
  };
}

export type Availability = 'available' | 'not-entitled' | 'not-in-region';

/** Region comes first: buying does not help where the event is blocked. */
export function availabilityOf(event: Event): Availability {
  if (!event.isEventAvailableInUserRegion) return 'not-in-region';
  if (!event.isEventAvailableForUser) return 'not-entitled';
  return 'available';
}

/**
 * The start shown for a game (spec §3): the real kickoff when the tenant's option is on, else the
 * event date. The server already sends gameStartDate that way; the flag keeps older answers honest.
 */
export const gameStartOf = (event: Event, features: Pick<FeatureFlags, 'realKickoffTime'>) =>
  new Date(features.realKickoffTime ? event.gameStartDate : event.date);

/** Short names when the tenant enables them and the team has one. */
export const teamName = (team: EventTeam, features: Pick<FeatureFlags, 'shortTeamNames'>) =>
  features.shortTeamNames && team.shortName ? team.shortName : team.name;
