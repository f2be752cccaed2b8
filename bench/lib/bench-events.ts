// Generates the benchmark's events: believable games of the demo leagues spread over three years
// (mostly archived, some upcoming, a few live), with highlights and clips cut from earlier games,
// so the list's indexes see the same skew as a real catalogue. Deterministic for a given `now`.

/** A demo league as found in the seeded database: its sport, teams and membership rows. */
export interface LeaguePool {
  sportType: string;
  gameType: string | null;
  gender: string | null;
  /** League, category and sub-category ids, written to event_identities for every game. */
  identityIds: string[];
  teams: { id: string; name: string }[];
  posters: string[];
  vodUrl: string | null;
  highlightUrl: string | null;
}

export interface BenchEvent {
  id: string;
  referenceId: string;
  title: string;
  metaTitle: string;
  description: string;
  sportType: string;
  mediaKind: 'event' | 'highlight' | 'clip';
  mediaSubType: string | null;
  status: 'live' | 'upcoming' | 'vod' | 'training' | 'other';
  gameType: string | null;
  gender: string | null;
  startsAt: Date;
  endsAt: Date | null;
  kickoffAt: Date | null;
  durationSeconds: number | null;
  team1Id: string;
  team2Id: string;
  scoreHome: number | null;
  scoreAway: number | null;
  posterUrl: string | null;
  hdUrl: string | null;
  commerceType: 'free' | 'ppv' | 'subscription basic';
  commerceCoverage: 'commerce_free_media' | 'commerce_ppv_media' | 'commerce_subscription_media';
  parentEventId: string | null;
  sortOrder: number;
  statsEnabled: boolean;
  createdAt: Date;
  addedAt: Date;
  identityIds: string[];
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const highlightKinds = ['highlight', 'recap', 'condensed', 'auto'];

/** mulberry32, so every run writes the same catalogue. */
function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const benchEventId = (i: number) => `bench-ev-${String(i).padStart(6, '0')}`;

export function* benchEvents(pools: LeaguePool[], total: number, now: Date): Generator<BenchEvent> {
  const random = seededRandom(20_261_122);
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const nowMs = Math.floor(now.getTime() / minute) * minute;
  // Archived games so far, for highlights and clips to point at (the newest few hundred suffice).
  const archived: BenchEvent[] = [];

  for (let i = 0; i < total; i += 1) {
    const id = benchEventId(i);
    const roll = random();
    const parent = archived.length > 0 && roll >= 0.8 ? pick(archived) : null;
    if (parent) {
      const highlight = roll < 0.92;
      const addedAt = new Date(parent.addedAt.getTime() + (highlight ? 30 : 50) * minute);
      yield {
        ...parent,
        id,
        referenceId: `BENCH-${100_000 + i}`,
        title: highlight ? `Highlights: ${parent.title}` : `Goal: ${parent.title}`,
        metaTitle: highlight ? `Highlights: ${parent.metaTitle}` : `Goal: ${parent.metaTitle}`,
        description: `The best moments of ${parent.title}.`,
        mediaKind: highlight ? 'highlight' : 'clip',
        mediaSubType: highlight ? pick(highlightKinds) : null,
        status: 'vod',
        durationSeconds: highlight ? int(90, 300) : int(10, 40),
        hdUrl: pools.find((p) => p.sportType === parent.sportType)?.highlightUrl ?? parent.hdUrl,
        parentEventId: parent.id,
        sortOrder: 1000 + i,
        addedAt,
        createdAt: addedAt,
      };
      continue;
    }

    const pool = pick(pools);
    const home = pick(pool.teams);
    let away = pick(pool.teams);
    while (away.id === home.id) away = pick(pool.teams);
    const statusRoll = random();
    const status =
      statusRoll < 0.004
        ? 'live'
        : statusRoll < 0.1
          ? 'upcoming'
          : statusRoll < 0.985
            ? 'vod'
            : statusRoll < 0.993
              ? 'training'
              : 'other';
    const startsAt =
      status === 'live'
        ? nowMs - int(5, 90) * minute
        : status === 'upcoming'
          ? nowMs + int(1, 60 * 24) * hour
          : nowMs - int(1, 3 * 365) * day - int(0, 12) * hour;
    const addedAt =
      status === 'vod' ? startsAt + 2 * hour + 45 * minute : startsAt - int(1, 14) * day;
    const finished = status !== 'live' && status !== 'upcoming';
    const commerce = int(0, 4);
    const event: BenchEvent = {
      id,
      referenceId: `BENCH-${100_000 + i}`,
      title: `${home.name} vs ${away.name}`,
      metaTitle: `${home.name} vs ${away.name}`,
      description: `${home.name} host ${away.name}.`,
      sportType: pool.sportType,
      mediaKind: 'event',
      mediaSubType: null,
      status,
      gameType: pool.gameType,
      gender: pool.gender,
      startsAt: new Date(startsAt),
      endsAt: new Date(startsAt + 2 * hour),
      kickoffAt: new Date(startsAt + 10 * minute),
      durationSeconds: finished ? int(5400, 7800) : null,
      team1Id: home.id,
      team2Id: away.id,
      scoreHome: status === 'upcoming' ? null : int(0, 4),
      scoreAway: status === 'upcoming' ? null : int(0, 4),
      posterUrl: pool.posters.length > 0 ? pick(pool.posters) : null,
      hdUrl: finished ? pool.vodUrl : null,
      commerceType: commerce === 1 ? 'ppv' : commerce === 3 ? 'subscription basic' : 'free',
      commerceCoverage:
        commerce === 1
          ? 'commerce_ppv_media'
          : commerce === 3
            ? 'commerce_subscription_media'
            : 'commerce_free_media',
      parentEventId: null,
      sortOrder: 1000 + i,
      statsEnabled: pool.sportType !== 'volleyball',
      createdAt: new Date(addedAt - 2 * day),
      addedAt: new Date(addedAt),
      identityIds: pool.identityIds,
    };
    if (status === 'vod') {
      archived.push(event);
      if (archived.length > 500) archived.shift();
    }
    yield event;
  }
}
