// Database rows → the contract's Event. Nothing of a row reaches the client except through here.
import type { Event, EventTeam } from '@touchline/contract/entities/event';
import type { EventRow } from '../../db/schema';
import { isAvailableForUser, isAvailableInRegion, isOwnClip } from '../../http/entitlements';
import type { Viewer } from '../../http/viewer';
import type { CardCategory } from './event-card-columns';
import type { TeamRow } from './event-relations-repository';

export interface EventRelations {
  teams: Map<string, TeamRow>;
  /** Per event id, broadest first. */
  categories: Map<string, CardCategory[]>;
}

/** Free items play for everyone and a user clip for its owner; paid ones (a shared clip of a paid
 *  game too) for a viewer holding a pass or a subscription that covers them (http/entitlements.ts). */
function availableForUser(row: EventRow, categories: CardCategory[], viewer: Viewer): boolean {
  const identityIds = [
    ...categories.map((c) => c.id),
    ...[row.team1Id, row.team2Id].filter((id): id is string => id !== null),
  ];
  return isAvailableForUser({ ...row, identityIds }, viewer.entitlements, viewer.userId);
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

/**
 * The stream addresses of the answer. Free items keep their plain addresses; a paid one's (an own
 * clip of a paid game too) are given only to a viewer who may watch it here, signed for their
 * session (local media) — everyone else gets none (decisions.md "Playback authorization"); its
 * plain address answers 403 (ADR 049).
 */
function streamAddress(row: EventRow, viewer: Viewer, available: boolean, inRegion: boolean) {
  // An own clip of a paid game plays for its owner anywhere, but its asset is paid: its plain
  // address answers 403 (ADR 049), so it is signed like the game's.
  const own = isOwnClip(row, viewer.userId);
  return (url: string | null): string | null => {
    if (url === null || row.commerceType === 'free') return url;
    if (!own && (!available || !inRegion)) return null;
    if (!viewer.signMedia) return null;
    // An address on another host (a CDN with its own token scheme) is passed on as it is.
    return url.startsWith('/media/') ? viewer.signMedia(row.id, url) : url;
  };
}

export function toEvent(row: EventRow, relations: EventRelations, viewer: Viewer): Event {
  const { features } = viewer.tenant.config;
  const date = row.startsAt.toISOString();
  const hasScore = row.scoreHome !== null && row.scoreAway !== null;
  const available = availableForUser(row, relations.categories.get(row.id) ?? [], viewer);
  const inRegion = isAvailableInRegion(row, viewer.country);
  const stream = streamAddress(row, viewer, available, inRegion);
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
    isEventAvailableForUser: available,
    isEventAvailableInUserRegion: inRegion,
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
      hd: stream(row.hdUrl),
      panoramic: stream(row.panoramicUrl),
      poster: row.posterUrl,
      clip: stream(row.clipUrl),
      epg: row.epgUrl,
    },
  };
  if (isMediaItem(row)) {
    event.mediaType = row.mediaKind;
    event.mediaSubType = row.mediaSubType;
    event.playerNumber = row.playerNumber;
    event.playerColor = row.playerColor;
    event.eventOffset = row.eventOffsetSeconds;
    // Only the owner learns whether their clip is shared.
    if (row.ownerUserId !== null && row.ownerUserId === viewer.userId) {
      event.shared = row.sharedAt !== null;
    }
  }
  return event;
}
