// Deterministic fixtures for the demo: who plays whom, and believable scores per sport.
import type { DemoCatalog, DemoLeague, DemoTeam } from './demo-catalog';

export interface Fixture {
  league: DemoLeague;
  home: DemoTeam;
  away: DemoTeam;
  round: number;
}

/** Fixture k cycles through the leagues; inside a league, rounds rotate the pairings. */
export function fixture(catalog: DemoCatalog, k: number): Fixture {
  const league = catalog.leagues[k % catalog.leagues.length]!;
  const teams = league.teams;
  const round = Math.floor(k / catalog.leagues.length);
  const n = teams.length;
  const offset = 1 + (Math.floor(round / n) % (n - 1));
  return { league, home: teams[round % n]!, away: teams[(round + offset) % n]!, round: round + 1 };
}

/** mulberry32: a tiny seeded generator, so every seed run writes the same scores. */
export function seededRandom(seedText: string): () => number {
  let seed =
    [...seedText].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16_777_619), 2_166_136_261) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const between = (random: () => number, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

/** A final score, or a score part-way through when `live`. */
export function score(
  sportType: string,
  random: () => number,
  live: boolean,
): { home: number; away: number } {
  switch (sportType) {
    case 'basketball':
      return live
        ? { home: between(random, 18, 55), away: between(random, 18, 55) }
        : { home: between(random, 64, 108), away: between(random, 64, 108) };
    case 'volleyball': {
      if (live) return { home: between(random, 0, 2), away: between(random, 0, 2) };
      const loser = between(random, 0, 2);
      return random() < 0.5 ? { home: 3, away: loser } : { home: loser, away: 3 };
    }
    default:
      return live
        ? { home: between(random, 0, 2), away: between(random, 0, 2) }
        : { home: between(random, 0, 4), away: between(random, 0, 4) };
  }
}

export const clipMoments: Record<string, string[]> = {
  football: ['Opening goal', 'Penalty save', 'Late winner', 'Free-kick curler'],
  basketball: ['Fast-break dunk', 'Buzzer-beater three', 'Chase-down block', 'Alley-oop finish'],
  volleyball: ['Match-point ace', 'Triple block', 'Diving dig rally', 'Set-winning spike'],
};
