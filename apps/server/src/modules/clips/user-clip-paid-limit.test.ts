// How much of a paid game a viewer's clips may keep (paidGameClipSeconds): their own clips play
// for them whatever they hold, so a pass must not turn into a lasting copy of the game.
import type { ClipResponse } from '@touchline/contract/calls/clips';
import { paidGameClipSeconds } from '@touchline/contract/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  createAccountsTestApp,
  holdSeasonPass,
  signedIn,
  subscriptionGame,
  type Viewer,
} from '../../../test/personal-test-kit';
import { events, type EventRow } from '../../db/schema';
import type { AccountsTestApp } from '../auth/accounts-test-kit';

let t: AccountsTestApp;
let paidGame: EventRow;
let freeGame: EventRow;
beforeAll(async () => {
  t = await createAccountsTestApp();
  paidGame = await subscriptionGame(t, 60);
  const games = await t.database.db
    .select()
    .from(events)
    .where(and(eq(events.tenantId, 'tn-touchline'), eq(events.commerceType, 'free')));
  freeGame = games.find(
    (g) =>
      g.mediaKind === 'event' &&
      (g.hdUrl?.startsWith('/media/vod/') ?? false) &&
      (g.durationSeconds ?? 0) >= 60,
  )!;
});
afterAll(() => t.close());

const cut = (who: Viewer, game: EventRow, title: string, startTime = 0, endTime = 60) =>
  as<ClipResponse>(t, who, {
    url: '/api/clip/create',
    body: { title, event: game.id, startTime, endTime },
  });

async function seasonPassHolder() {
  const viewer = await signedIn(t);
  await holdSeasonPass(t, viewer);
  return viewer;
}

describe('clips of a paid game', () => {
  it(`keep at most ${paidGameClipSeconds / 60} minutes of it; a clip deleted makes room`, async () => {
    const cleo = await seasonPassHolder();
    const parts = paidGameClipSeconds / 60;
    const made: string[] = [];
    for (let i = 1; i <= parts; i += 1) {
      const answer = await cut(cleo, paidGame, `Part ${i}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      made.push(answer.body.content.id);
    }
    const over = await cut(cleo, paidGame, 'One too many', 0, 1);
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ messageErrorCode: 'conflict' });
    // The same cut again is the clip already kept, not another minute.
    const again = await cut(cleo, paidGame, 'Part 1');
    expect(again.status).toBe(200);
    expect(again.body.content.id).toBe(made[0]);

    const removed = await as(t, cleo, { url: `/api/clip/delete/${made[0]}`, body: {} });
    expect(removed.status).toBeLessThan(300);
    expect((await cut(cleo, paidGame, 'In its place')).status).toBe(200);
    expect((await cut(cleo, paidGame, 'And no more', 0, 1)).status).toBe(409);

    // Another viewer's allowance is their own.
    const dan = await seasonPassHolder();
    expect((await cut(dan, paidGame, 'Part 1')).status).toBe(200);
  });

  it('creates sent together cannot keep more between them', async () => {
    const fay = await seasonPassHolder();
    const parts = paidGameClipSeconds / 60;
    const answers = await Promise.all(
      Array.from({ length: parts + 2 }, (_, i) => cut(fay, paidGame, `Together ${i}`)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(parts).fill(200), 409, 409]);
  });

  it('a free game has no such bound', async () => {
    const eve = await signedIn(t);
    for (let i = 1; i <= paidGameClipSeconds / 60 + 1; i += 1) {
      expect((await cut(eve, freeGame, `Free ${i}`)).status).toBe(200);
    }
  });
});
