import type { EventStatsResponse } from '@touchline/contract/calls/events';
import { eventStatsResponse } from '@touchline/contract/calls/events';
import { metricMaximum, metricSuffix } from '@touchline/contract/entities/stats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoEvents } from '../../db/seed/demo-events';
import { fixedDemoMedia } from '../../db/seed/demo-media';
import { demoTenants } from '../../db/seed/demo-tenants';
import { createTestApp, hosts, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const [touchline, harbour] = demoTenants as [(typeof demoTenants)[0], (typeof demoTenants)[0]];
const demoEvents = (tenant: typeof touchline) =>
  buildDemoEvents(
    { id: tenant.id, slug: tenant.slug, defaultCountry: tenant.settings.defaultCountry },
    tenant.catalog,
    t.seededAt,
    fixedDemoMedia(),
  ).events;

const games = (tenant: typeof touchline, status: 'live' | 'vod', sportType: string) =>
  demoEvents(tenant).filter(
    (e) => e.mediaKind === 'event' && e.status === status && e.sportType === sportType,
  );

async function stats(query: string, host: string = hosts.touchline) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/event/stats?${query}`,
    headers: { host },
  });
  return {
    status: response.statusCode,
    body: response.json<EventStatsResponse & Record<string, unknown>>(),
  };
}

describe('GET /api/event/stats', () => {
  it('answers the score and the overview of an archived football game', async () => {
    const game = games(touchline, 'vod', 'football')[0]!;
    const { status, body } = await stats(`id=${game.id}&score=true&overview=true`);
    expect(status).toBe(200);
    expect(eventStatsResponse.safeParse(body).success).toBe(true);
    const scores = body.content.vidswap['game-scores']!;
    expect(scores.home).toMatchObject({ teamId: game.team1Id, total: game.scoreHome });
    // Touchline shows short team names; the title carries the full ones.
    expect(scores.home.name).not.toBe('');
    expect(scores.home.name).not.toBe(game.title.split(' vs ')[0]);
    expect(scores.away.total).toBe(game.scoreAway);
    const overview = body.content.vidswap['game-overview']!;
    expect(overview.home).toEqual(scores.home);
    const byId = new Map(overview.metrics.map((m) => [m.filterId, m]));
    const possession = byId.get('possession')!;
    expect(metricSuffix(possession)).toBe('%');
    expect(possession.home + possession.away).toBe(100);
    expect(metricMaximum(possession)).toBe(100);
    const shots = byId.get('shots')!;
    expect(metricSuffix(shots)).toBe('');
    expect(metricMaximum(shots)).toBe(shots.home + shots.away);
    // The score agrees with the stats: no side scores more than it put on target.
    const onTarget = byId.get('shots_on_target')!;
    expect(onTarget.home).toBeGreaterThanOrEqual(game.scoreHome!);
    expect(onTarget.away).toBeGreaterThanOrEqual(game.scoreAway!);
    expect(onTarget.home).toBeLessThanOrEqual(shots.home);
  });

  it('answers basketball metrics for a live game, percentages within 0…100', async () => {
    const game = games(touchline, 'live', 'basketball')[0]!;
    const { status, body } = await stats(`id=${game.id}&score=true&overview=true`);
    expect(status).toBe(200);
    const overview = body.content.vidswap['game-overview']!;
    expect(overview.metrics.map((m) => m.filterId)).toEqual(
      expect.arrayContaining(['field_goal_pct', 'rebounds', 'assists']),
    );
    for (const metric of overview.metrics) {
      if (metricSuffix(metric) === '%') {
        expect(metric.home).toBeLessThanOrEqual(100);
        expect(metricMaximum(metric)).toBe(100);
      } else {
        expect(Number.isInteger(metric.home)).toBe(true);
      }
    }
    expect(body.content.vidswap['game-scores']!.home.total).toBe(game.scoreHome);
  });

  it('answers only the blocks asked for', async () => {
    const game = games(touchline, 'vod', 'football')[1]!;
    const onlyScore = await stats(`id=${game.id}&score=true`);
    expect(onlyScore.body.content.vidswap['game-scores']).not.toBeNull();
    expect(onlyScore.body.content.vidswap['game-overview']).toBeNull();
    const onlyOverview = await stats(`id=${game.id}&overview=true`);
    expect(onlyOverview.body.content.vidswap['game-scores']).toBeNull();
    expect(onlyOverview.body.content.vidswap['game-overview']!.metrics.length).toBeGreaterThan(0);
  });

  it('answers empty blocks for an upcoming game (no score, no stats yet)', async () => {
    const upcoming = demoEvents(touchline).find((e) => e.status === 'upcoming' && e.statsEnabled)!;
    const { status, body } = await stats(`id=${upcoming.id}&score=true&overview=true`);
    expect(status).toBe(200);
    expect(body.content.vidswap).toEqual({ 'game-scores': null, 'game-overview': null });
  });

  it('answers empty blocks when the tenant has match stats off (harbour)', async () => {
    const game = games(harbour, 'vod', 'basketball')[0]!;
    expect(game.statsEnabled).toBe(true);
    const { status, body } = await stats(`id=${game.id}&score=true&overview=true`, hosts.harbour);
    expect(status).toBe(200);
    expect(body.content.vidswap).toEqual({ 'game-scores': null, 'game-overview': null });
  });

  it('answers 404 with context event for another tenant\u2019s game, leaking nothing', async () => {
    const game = games(touchline, 'vod', 'football')[0]!;
    const { status, body } = await stats(`id=${game.id}&score=true&overview=true`, hosts.harbour);
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: 'not_found', context: 'event' });
    expect(JSON.stringify(body)).not.toContain(String(game.team1Id));
  });

  it('answers 400 naming the field for a missing id or a bad flag', async () => {
    const missing = await stats('score=true');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: 'validation_error' });
    expect(JSON.stringify(missing.body.fields)).toContain('id');
    const game = games(touchline, 'vod', 'football')[0]!;
    const badFlag = await stats(`id=${game.id}&score=maybe`);
    expect(badFlag.status).toBe(400);
    expect(JSON.stringify(badFlag.body.fields)).toContain('score');
  });
});
