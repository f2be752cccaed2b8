// The WHERE of the event list: which filters a request carries (its shape), the values for their
// placeholders, and the condition itself. The page and the count statements share it, so both
// answer exactly the same events.
import {
  and,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { IdentityKind } from '@touchline/contract/enums';
import { visibleToShape } from '../../db/event-visibility';
import type { Db } from '../../db/open';
import { eventIdentities, events, identities } from '../../db/schema';
import { containsPattern, fold } from '../../db/text-search';
import type { EventListCriteria } from './event-list-criteria';
import { identityOfLink } from './event-relations-repository';

const identityKindsByType: Record<
  NonNullable<EventListCriteria['identityType']>,
  IdentityKind[]
> = {
  identity: ['league', 'category'],
  identity_item: ['subcategory', 'team', 'club'],
};

/**
 * What decides the filter's SQL text: which filters are present (the page statement adds its sort
 * and how the page is cut). Values never are part of it; they go to placeholders (see
 * prepared-statements.ts).
 */
export interface ListShape {
  /** false: no identity filter; otherwise the identity type asked for ('any' when none is). */
  identities: false | 'any' | NonNullable<EventListCriteria['identityType']>;
  teams: boolean;
  mediaKind: boolean;
  eventId: boolean;
  parentEventId: boolean;
  playerHighlight: 'any' | 'only' | 'none';
  sportType: boolean;
  status: boolean;
  startsBetween: boolean;
  search: boolean;
  viewer: boolean;
}

export function listShape(c: EventListCriteria): ListShape {
  return {
    identities: c.identityIds?.length ? (c.identityType ?? 'any') : false,
    teams: Boolean(c.teamIds?.length),
    mediaKind: c.mediaKind !== undefined,
    eventId: c.eventId !== undefined,
    parentEventId: c.parentEventId !== undefined,
    playerHighlight: c.playerHighlight === undefined ? 'any' : c.playerHighlight ? 'only' : 'none',
    sportType: c.sportType !== undefined,
    status: c.status !== undefined,
    startsBetween: c.startsBetween !== undefined,
    search: c.search !== undefined,
    viewer: Boolean(c.viewerId),
  };
}

/** The placeholders' values for any shape of these criteria (a statement ignores those it lacks). */
export function listValues(tenantId: string, c: EventListCriteria): Record<string, unknown> {
  return {
    tenantId,
    viewerId: c.viewerId ?? null,
    identityIds: c.identityIds ?? [],
    teamIds: c.teamIds ?? [],
    mediaKind: c.mediaKind ?? null,
    eventId: c.eventId ?? null,
    parentEventId: c.parentEventId ?? null,
    sportType: c.sportType ?? null,
    status: c.status ?? null,
    startsFrom: c.startsBetween?.from ?? null,
    startsTo: c.startsBetween?.to ?? null,
    searchPattern: c.search === undefined ? null : containsPattern(c.search),
  };
}

const p = (name: string) => sql.placeholder(name);
/** `column = any($array)`: one placeholder for a list of any length. */
const anyOf = (column: AnyPgColumn, name: string) => sql`${column} = any(${p(name)})`;

/** The events matching the criteria of this shape that the viewer may see, within the tenant. */
export function criteriaFilter(db: Db, shape: ListShape): SQL {
  const belongsTo = (identityFilter: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(eventIdentities)
        .innerJoin(identities, identityOfLink)
        .where(
          and(
            eq(eventIdentities.tenantId, events.tenantId),
            eq(eventIdentities.eventId, events.id),
            identityFilter,
          ),
        ),
    );
  const teamIs = (name: string) => or(anyOf(events.team1Id, name), anyOf(events.team2Id, name));

  const filters: (SQL | undefined)[] = [
    eq(events.tenantId, p('tenantId')),
    visibleToShape(shape.viewer),
  ];
  if (shape.identities) {
    const kinds = shape.identities === 'any' ? undefined : identityKindsByType[shape.identities];
    const member = belongsTo(
      and(
        anyOf(eventIdentities.identityId, 'identityIds'),
        kinds ? inArray(identities.kind, kinds) : undefined,
      )!,
    );
    filters.push(!kinds || kinds.includes('team') ? or(member, teamIs('identityIds')) : member);
  }
  if (shape.teams) filters.push(teamIs('teamIds'));
  if (shape.mediaKind) filters.push(eq(events.mediaKind, p('mediaKind')));
  if (shape.eventId) filters.push(eq(events.id, p('eventId')));
  if (shape.parentEventId) filters.push(eq(events.parentEventId, p('parentEventId')));
  if (shape.playerHighlight !== 'any')
    filters.push(
      shape.playerHighlight === 'only'
        ? isNotNull(events.playerNumber)
        : isNull(events.playerNumber),
    );
  if (shape.sportType) filters.push(eq(events.sportType, p('sportType')));
  if (shape.status) filters.push(eq(events.status, p('status')));
  if (shape.startsBetween)
    filters.push(gte(events.startsAt, p('startsFrom')), lte(events.startsAt, p('startsTo')));
  if (shape.search) {
    // Uncorrelated subqueries: the identities matching the text are found once (trigram index)
    // and checked per event as a hashed set, instead of one lookup per scanned event.
    const pattern = sql`touchline_fold(${p('searchPattern')})`;
    const matching = db
      .select({ id: identities.id })
      .from(identities)
      .where(
        and(eq(identities.tenantId, p('tenantId')), sql`${fold(identities.title)} like ${pattern}`),
      );
    const memberOfMatching = db
      .select({ id: eventIdentities.eventId })
      .from(eventIdentities)
      .where(
        and(
          eq(eventIdentities.tenantId, p('tenantId')),
          inArray(eventIdentities.identityId, matching),
        ),
      );
    filters.push(
      or(
        sql`${events.searchTitle} like ${pattern}`,
        inArray(events.team1Id, matching),
        inArray(events.team2Id, matching),
        inArray(events.id, memberOfMatching),
      ),
    );
  }
  return and(...filters)!;
}
