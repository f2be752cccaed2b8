// Demo events of one tenant in every listing state: live, upcoming, archived (vod), channel, plus
// highlights and clips cut from archived games.
//
// Demo timeline: every date is relative to an anchor instant (the seed time, stored in the
// tenant's settings). Statuses are stored and never change. Live games span anchor-30…80 min to
// anchor+3 h; upcoming games start on the following days; archived games lie in the past weeks.
// So that a long-running demo stays truthful, demo-timeline.ts slides all demo dates forward in
// whole quarter hours to keep the anchor within 15 minutes of the wall clock: live games stay live
// (now is always inside their window), upcoming stays in the future and archives in the past.
import { paidDemoAsset } from '../../media/demo-aliases';
import type { NewEventRow } from '../schema';
import type { DemoCatalog } from './demo-catalog';
import { clipMoments, fixture, score, seededRandom, type Fixture } from './demo-fixtures';
import { demoIds } from './demo-identities';
import type { DemoMedia } from './demo-media';

export const quarterHourMs = 15 * 60_000;
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
/** Kick-off times (hours UTC) used in turn for upcoming and archived games. */
const slots = [18, 20.5, 13, 16, 19.75, 15];
/**
 * The committed demo media per sport (see scripts/media): footage, the panoramic camera's view of
 * it where the demo has one, and card posters that show it.
 */
const sportMedia: Record<
  string,
  { match: string; panorama?: string; highlight: string; posters: number[] }
> = {
  football: {
    match: 'match-1',
    panorama: 'match-1-panorama',
    highlight: 'highlight-1',
    posters: [1, 5],
  },
  basketball: {
    match: 'match-3',
    panorama: 'match-3-panorama',
    highlight: 'highlight-3',
    posters: [2, 7],
  },
  volleyball: { match: 'match-2', highlight: 'highlight-2', posters: [6] },
};
const anySport: (typeof sportMedia)[string] = {
  match: 'match-2',
  highlight: 'highlight-2',
  posters: [3, 4, 8],
};
const mediaFor = (sportType: string) => sportMedia[sportType] ?? anySport;
/** The name a game gives an asset: a paid game its alias, so that no free game's public address
 *  names a paid game's asset (media/demo-aliases.ts, ADR 049). */
const assetName = (asset: string, commerceType: string) =>
  commerceType === 'free' ? asset : paidDemoAsset(asset);
/** The panoramic view of a game, as a simulated live channel or as the archived recording. */
const panoramicUrl = (sportType: string, mode: 'live' | 'vod', commerceType: string) => {
  const panorama = mediaFor(sportType).panorama;
  return panorama ? `/media/${mode}/${assetName(panorama, commerceType)}/master.m3u8` : null;
};
const highlightKinds = ['highlight', 'recap', 'condensed', 'auto'];
/** Where the demo highlights start within their game, as a share of the game's video left free. */
const highlightSpots = [0.35, 0.6, 0.2, 0.75, 0.45, 0.9];

export interface DemoEventSet {
  events: NewEventRow[];
  memberships: { tenantId: string; eventId: string; identityId: string }[];
}

export function buildDemoEvents(
  tenant: { id: string; defaultCountry: string; slug: string },
  catalog: DemoCatalog,
  anchor: Date,
  media: DemoMedia,
): DemoEventSet {
  const ids = demoIds(catalog.code);
  const random = seededRandom(tenant.slug);
  const base = Math.floor(anchor.getTime() / quarterHourMs) * quarterHourMs;
  const dayStart = Math.floor(anchor.getTime() / day) * day;
  const at = (ms: number) => new Date(ms);
  const events: NewEventRow[] = [];
  const memberships: DemoEventSet['memberships'] = [];
  const membershipOf = new Map<string, string[]>();
  const fixtureOf = new Map<string, Fixture>();
  let ordinal = 0;

  const add = (
    row: Omit<NewEventRow, 'tenantId' | 'id' | 'sortOrder' | 'demo'>,
    identityIds: string[],
  ) => {
    ordinal += 1;
    const id = ids.event(ordinal);
    const { posters } = mediaFor(row.sportType);
    events.push({
      tenantId: tenant.id,
      id,
      sortOrder: ordinal,
      demo: true,
      referenceId: `${catalog.code.toUpperCase()}-${1000 + ordinal}`,
      posterUrl: `/media/posters/poster-${posters[ordinal % posters.length]}.jpg`,
      ...row,
    });
    membershipOf.set(id, identityIds);
    for (const identityId of identityIds)
      memberships.push({ tenantId: tenant.id, eventId: id, identityId });
    return id;
  };

  const categoryOf = (subSlug: string) => {
    const category = catalog.categories.find((c) =>
      c.subcategories.some((s) => s.slug === subSlug),
    );
    if (!category) throw new Error(`sub-category ${subSlug} has no category`);
    return category;
  };

  const game = (k: number, times: { startsAt: number; addedAt: number; createdAt: number }) => {
    const f = fixture(catalog, k);
    const category = categoryOf(f.league.subcategory);
    const commerce = k % 5 === 1 ? 'ppv' : k % 5 === 3 ? 'subscription' : 'free';
    const row = {
      title: `${f.home.name} vs ${f.away.name}`,
      metaTitle: `${f.home.name} vs ${f.away.name} | ${f.league.title}`,
      description: `${f.league.title}, round ${f.round}. ${f.home.name} host ${f.away.name}.`,
      sportType: f.league.sportType,
      mediaKind: 'event' as const,
      gameType: f.league.gameType,
      gender: f.league.gender,
      startsAt: at(times.startsAt),
      endsAt: at(times.startsAt + 2 * hour),
      kickoffAt: at(times.startsAt + 10 * minute),
      team1Id: ids.team(f.home.slug),
      team2Id: ids.team(f.away.slug),
      commerceType:
        commerce === 'ppv'
          ? ('ppv' as const)
          : commerce === 'subscription'
            ? ('subscription basic' as const)
            : ('free' as const),
      // A live pay-per-view game is also in the subscriptions, so the demo season pass (and its
      // access code) unlocks a paid live game.
      commerceCoverage:
        commerce === 'ppv' && k < catalog.plan.live
          ? ('commerce_ppv_subscription_media' as const)
          : commerce === 'ppv'
            ? ('commerce_ppv_media' as const)
            : commerce === 'subscription'
              ? ('commerce_subscription_media' as const)
              : ('commerce_free_media' as const),
      statsEnabled: f.league.sportType !== 'volleyball',
      addedAt: at(times.addedAt),
      createdAt: at(times.createdAt),
    };
    const identityIds = [
      ids.league(f.league.slug),
      ids.category(category.slug),
      ids.subcategory(f.league.subcategory),
    ];
    return { f, row, identityIds };
  };

  let k = 0;
  for (let i = 0; i < catalog.plan.live; i += 1, k += 1) {
    const startsAt = base - (30 + 25 * i) * minute;
    const { f, row, identityIds } = game(k, {
      startsAt,
      addedAt: startsAt - 2 * hour,
      createdAt: startsAt - 3 * day,
    });
    const live = score(f.league.sportType, random, true);
    const id = add(
      {
        ...row,
        status: 'live',
        endsAt: at(base + 3 * hour),
        scoreHome: live.home,
        scoreAway: live.away,
        hdUrl: `/media/live/${assetName(mediaFor(f.league.sportType).match, row.commerceType)}/master.m3u8`,
        panoramicUrl: panoramicUrl(f.league.sportType, 'live', row.commerceType),
      },
      identityIds,
    );
    fixtureOf.set(id, f);
  }

  catalog.channels.forEach((channel) => {
    const since = dayStart - 60 * day;
    const id = add(
      {
        title: channel.title,
        metaTitle: channel.title,
        description: `${channel.title} plays around the clock.`,
        sportType: channel.sportType,
        mediaKind: 'event',
        status: 'channel',
        startsAt: at(since),
        hdUrl: `/media/live/${mediaFor(channel.sportType).match}/master.m3u8`,
        addedAt: at(since),
        createdAt: at(since),
      },
      [ids.category(channel.category)],
    );
    events[events.length - 1]!.epgUrl = `/api/event/epg/${id}`;
  });

  for (let i = 0; i < catalog.plan.upcoming; i += 1, k += 1) {
    const startsAt = dayStart + (i + 1) * day + slots[i % slots.length]! * hour;
    const addedAt = base - (i + 1) * 3 * hour;
    const { row, identityIds } = game(k, { startsAt, addedAt, createdAt: addedAt - 2 * day });
    add({ ...row, status: 'upcoming' }, identityIds);
  }

  const archived: string[] = [];
  for (let i = 0; i < catalog.plan.archived; i += 1, k += 1) {
    const startsAt = dayStart - (1 + 3 * i) * day + slots[i % slots.length]! * hour;
    const asset = mediaFor(fixture(catalog, k).league.sportType).match;
    const { f, row, identityIds } = game(k, {
      startsAt,
      addedAt: startsAt + 2 * hour + 45 * minute,
      createdAt: startsAt - 7 * day,
    });
    const final = score(f.league.sportType, random, false);
    const id = add(
      {
        ...row,
        status: 'vod',
        durationSeconds: media.duration(asset),
        scoreHome: final.home,
        scoreAway: final.away,
        hdUrl: `/media/vod/${assetName(asset, row.commerceType)}/master.m3u8`,
        panoramicUrl: panoramicUrl(f.league.sportType, 'vod', row.commerceType),
        regionBlocked: i === 2 ? [tenant.defaultCountry] : [],
        regionAllowed: i === 4 ? ['US'] : [],
        // The oldest replay opens with the demo VAST pre-roll (skippable after 5 s).
        adUrls: i === catalog.plan.archived - 1 ? ['/media/vast/preroll.xml'] : [],
      },
      identityIds,
    );
    archived.push(id);
    fixtureOf.set(id, f);
  }

  const derived = (parentId: string, kind: 'highlight' | 'clip') => {
    const parent = events.find((e) => e.id === parentId)!;
    const asset = mediaFor(parent.sportType).highlight;
    const addedAt = parent.addedAt!.getTime() + (kind === 'highlight' ? 30 : 50) * minute;
    return {
      parent,
      identityIds: membershipOf.get(parentId)!,
      row: {
        sportType: parent.sportType,
        mediaKind: kind,
        status: 'vod' as const,
        gameType: parent.gameType,
        gender: parent.gender,
        startsAt: parent.startsAt,
        kickoffAt: parent.kickoffAt,
        durationSeconds: media.duration(asset),
        team1Id: parent.team1Id,
        team2Id: parent.team2Id,
        scoreHome: parent.scoreHome,
        scoreAway: parent.scoreAway,
        posterUrl: parent.posterUrl,
        hdUrl: `/media/vod/${asset}/master.m3u8`,
        parentEventId: parentId,
        addedAt: at(addedAt),
        createdAt: at(addedAt),
      },
    };
  };

  for (let h = 0; h < catalog.plan.highlights; h += 1) {
    const parentId = archived[h % archived.length]!;
    const { parent, row, identityIds } = derived(parentId, 'highlight');
    const f = fixtureOf.get(parentId)!;
    const player = h % 3 === 2;
    const playerNumber = String(7 + h);
    add(
      {
        ...row,
        title: player
          ? `#${playerNumber} ${f.home.shortName} player highlights – ${parent.title}`
          : `Highlights: ${parent.title}`,
        description: player
          ? `Every touch of number ${playerNumber} for ${f.home.name}.`
          : `The best moments of ${parent.title}.`,
        mediaSubType: highlightKinds[h % highlightKinds.length],
        // Whole seconds inside the game's video, so the game's timeline can mark the moment.
        eventOffsetSeconds: Math.round(
          Math.max((parent.durationSeconds ?? 0) - (row.durationSeconds ?? 0), 0) *
            highlightSpots[h % highlightSpots.length]!,
        ),
        playerNumber: player ? playerNumber : null,
        playerColor: player ? f.home.colour : null,
      },
      identityIds,
    );
  }

  for (let c = 0; c < catalog.plan.clips; c += 1) {
    const parentId = archived[(c + 1) % archived.length]!;
    const { parent, row, identityIds } = derived(parentId, 'clip');
    const moment = (clipMoments[parent.sportType] ?? clipMoments.football!)[c % 4]!;
    add(
      {
        ...row,
        title: `${moment} – ${parent.title}`,
        description: `${moment} from ${parent.title}.`,
        mediaSubType: 'clip',
        clipUrl: row.hdUrl,
      },
      identityIds,
    );
  }

  return { events, memberships };
}
