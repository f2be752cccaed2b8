// Game stats for the demo's live and archived games: believable per-sport metrics that agree
// with the score (a football side never scores more goals than it had shots on target) and,
// for live games, look part-way through.
import type { NewEventRow } from '../schema';
import type { NewEventStatMetricRow } from '../schema-watching';
import { seededRandom } from './demo-fixtures';

interface MetricDef {
  name: string;
  filterId: string;
  shortName: string;
}

type Sides = { home: number; away: number };
type Random = () => number;

const between = (random: Random, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));
const round1 = (value: number) => Math.round(value * 10) / 10;

/** A pair of counts over `total` at full time, scaled down for a game in progress. */
const counts = (random: Random, min: number, max: number, progress: number): Sides => ({
  home: Math.round(between(random, min, max) * progress),
  away: Math.round(between(random, min, max) * progress),
});

/** Shooting percentages hardly move with the clock, so they are not scaled. */
const percentages = (random: Random, min: number, max: number): Sides => ({
  home: round1(min + random() * (max - min)),
  away: round1(min + random() * (max - min)),
});

const football = (random: Random, score: Sides, progress: number) => {
  const possessionHome = between(random, 36, 64);
  const shots = counts(random, 6, 19, progress);
  const onTarget = {
    home: Math.max(
      score.home,
      Math.min(shots.home, Math.round(shots.home * (0.3 + random() * 0.25))),
    ),
    away: Math.max(
      score.away,
      Math.min(shots.away, Math.round(shots.away * (0.3 + random() * 0.25))),
    ),
  };
  const metric = (name: string, filterId: string, shortName: string, values: Sides) => ({
    def: { name, filterId, shortName },
    values,
  });
  return [
    metric('Possession %', 'possession', 'POS %', {
      home: possessionHome,
      away: 100 - possessionHome,
    }),
    metric('Shots', 'shots', 'SH', {
      home: Math.max(shots.home, onTarget.home),
      away: Math.max(shots.away, onTarget.away),
    }),
    metric('Shots on target', 'shots_on_target', 'SOT', onTarget),
    metric('Corners', 'corners', 'CK', counts(random, 2, 10, progress)),
    metric('Fouls', 'fouls', 'FL', counts(random, 7, 16, progress)),
    metric('Offsides', 'offsides', 'OFF', counts(random, 0, 5, progress)),
    metric('Yellow cards', 'yellow_cards', 'YC', counts(random, 0, 4, progress)),
    metric('Pass accuracy %', 'pass_accuracy', 'PA %', percentages(random, 71, 91)),
  ];
};

const basketball = (random: Random, _score: Sides, progress: number) => {
  const metric = (name: string, filterId: string, shortName: string, values: Sides) => ({
    def: { name, filterId, shortName },
    values,
  });
  return [
    metric('Field goals %', 'field_goal_pct', 'FG %', percentages(random, 38, 54)),
    metric('Three pointers %', 'three_point_pct', '3P %', percentages(random, 27, 43)),
    metric('Free throws %', 'free_throw_pct', 'FT %', percentages(random, 66, 88)),
    metric('Rebounds', 'rebounds', 'REB', counts(random, 32, 50, progress)),
    metric('Assists', 'assists', 'AST', counts(random, 14, 29, progress)),
    metric('Steals', 'steals', 'STL', counts(random, 4, 11, progress)),
    metric('Blocks', 'blocks', 'BLK', counts(random, 1, 7, progress)),
    metric('Turnovers', 'turnovers', 'TO', counts(random, 8, 17, progress)),
  ];
};

const bySport: Partial<
  Record<
    string,
    (random: Random, score: Sides, progress: number) => { def: MetricDef; values: Sides }[]
  >
> = { football, basketball };

/** Metrics for every live or archived game with stats enabled, in a sport the demo knows. */
export function buildDemoStats(tenantSlug: string, events: NewEventRow[]): NewEventStatMetricRow[] {
  const random = seededRandom(`${tenantSlug}:stats`);
  const rows: NewEventStatMetricRow[] = [];
  for (const event of events) {
    const metrics = bySport[event.sportType];
    const isGame = (event.mediaKind ?? 'event') === 'event';
    if (!metrics || !isGame || !event.statsEnabled) continue;
    if (event.status !== 'live' && event.status !== 'vod') continue;
    const score = { home: event.scoreHome ?? 0, away: event.scoreAway ?? 0 };
    // Live demo games are roughly half-way through.
    const progress = event.status === 'live' ? 0.5 : 1;
    metrics(random, score, progress).forEach(({ def, values }, position) => {
      rows.push({
        tenantId: event.tenantId,
        eventId: event.id,
        position,
        ...def,
        home: values.home,
        away: values.away,
      });
    });
  }
  return rows;
}
