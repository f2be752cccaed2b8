// Database rows → the contract's Event. Nothing of a row reaches the client except through here.
import type { Event, EventTeam } from '@touchline/contract/entities/event';
import type { EventRow } from '../../db/schema';
import type { Viewer } from '../../http/viewer';
import type { CardCategory } from './event-card-columns';
import type { TeamRow } from './event-relations-repository';

export interface EventRelations {
  teams: Map<string, TeamRow>;
  /** Per event id, broadest first. */
  categories: Map<string, CardCategory[]>;
}

/** Free items and user clips play for everyone. Paid items need an entitlement (a subscription or
 *  purchase covering them); entitlements belong to signed-in users, so an anonymous viewer has none. */
function availableForUser(row: EventRow): boolean {
  return row.commerceType === 'free' || row.mediaKind === 'user_clip';
}

function availableInRegion(row: EventRow, country: string): boolean {
  if (row.regionBlocked.includes(country)) return false;
  return row.regionAllowed.length === 0 || row.regionAllowed.includes(country);
}

function team(
  id: string | null,
  teams: Map<string, TeamRow>,
  shortNames: boolean,
): EventTeam | null {
  const found = id ? teams.get(id) : undefined;
  if (!found) return null;
  return {
    id: found.id,
    name: shortNames && found.shortName ? found.shortName : found.title,
    ...(found.shortName ? { shortName: found.shortName } : {}),
    logoUrl: found.logoUrl,
    color: found.colour,
  };
}

const isMediaItem = (row: EventRow) => row.mediaKind !== 'event';

export function toEvent(row: EventRow, relations: EventRelations, viewer: Viewer): Event {
  const { features } = viewer.tenant.config;
  const date = row.startsAt.toISOString();
  const hasScore = row.scoreHome !== null && row.scoreAway !== null;
  const event: Event = {
    id: row.id,
    title: row.title,
    metaTitle: row.metaTitle,
    eventId: row.parentEventId ?? row.id,
    referenceId: row.referenceId,
    eventDescription: row.description,
    sportType: row.sportType,
    eventType: row.mediaKind,
    gameType: row.gameType,
    eventStatus: row.status,
    gender: features.genderClassification ? row.gender : null,
    categories: (relations.categories.get(row.id) ?? []).map((c) => ({ id: c.id, title: c.title })),
    commerceCoverage: row.commerceCoverage,
    commerceType: row.commerceType,
    isExternal: row.gameType === 'externalContent',
    isEventAvailableForUser: availableForUser(row),
    isEventAvailableInUserRegion: availableInRegion(row, viewer.country),
    isEnabledVidswapStats: row.statsEnabled && features.matchStats,
    geniusId: row.geniusId,
    date,
    gameStartDate: features.realKickoffTime && row.kickoffAt ? row.kickoffAt.toISOString() : date,
    endDate: row.endsAt?.toISOString() ?? null,
    duration: row.durationSeconds,
    ads: row.adUrls.map((url) => ({ url, timeOffset: 0 as const })),
    imageUrl: row.posterUrl,
    team1: team(row.team1Id, relations.teams, features.shortTeamNames),
    team2: team(row.team2Id, relations.teams, features.shortTeamNames),
    score: hasScore ? { home: row.scoreHome!, away: row.scoreAway! } : null,
    source: {
      hd: row.hdUrl,
      panoramic: row.panoramicUrl,
      poster: row.posterUrl,
      clip: row.clipUrl,
      epg: row.epgUrl,
    },
  };
  if (isMediaItem(row)) {
    event.mediaType = row.mediaKind;
    event.mediaSubType = row.mediaSubType;
    event.playerNumber = row.playerNumber;
    event.playerColor = row.playerColor;
    event.eventOffset = row.eventOffsetSeconds;
  }
  return event;
}
