// The content commands of `npm run operator` as their own process against a listening portal:
// each prints one JSON object; bad arguments exit 2 before anything is sent.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../db/schema';
import { jobs } from '../db/schema-pipeline';
import { commerceAccessCodeBatches } from '../db/schema-purchases';
import { createCliTestApp, printed, type CliTestApp } from '../../test/cli-kit';
import { UsageError } from './arg-checks';
import { parseOperatorArgs } from './operator-args';

let t: CliTestApp;
beforeAll(async () => {
  t = await createCliTestApp();
});
afterAll(() => t.close());

describe('npm run operator -- create-event', () => {
  it('schedules a game through the portal and prints {eventId}', async () => {
    const run = await t.operator([
      'create-event',
      '--title',
      'Cup final',
      '--start',
      '2031-07-01T19:00:00Z',
    ]);
    const answer = JSON.parse(printed(run)) as { eventId: string };
    expect(Object.keys(answer)).toEqual(['eventId']);
    const [row] = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.tenantId, 'tn-touchline'), eq(events.id, answer.eventId)));
    expect(row).toMatchObject({ title: 'Cup final', status: 'upcoming' });
    expect(row!.startsAt.toISOString()).toBe('2031-07-01T19:00:00.000Z');
  }, 180_000);

  it('exits 1 with the portal\u2019s refusal of a wrong key', async () => {
    const failure = await t.operator(['create-event', '--title', 'X', '--key', 'op_made_up']);
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain('403');
  }, 180_000);
});

describe('npm run operator -- create-codes', () => {
  it('makes a batch through the portal and prints {tenant, batchId, codes}', async () => {
    const run = await t.operator([
      'create-codes',
      '--product',
      'tl-offer-club',
      '--count',
      '2',
      '--limit',
      '1',
    ]);
    const answer = JSON.parse(printed(run)) as { tenant: string; batchId: string; codes: string[] };
    expect(answer).toMatchObject({ tenant: 'touchline', batchId: expect.any(String) as unknown });
    expect(answer.codes).toHaveLength(2);
    const [row] = await t.database.db
      .select()
      .from(commerceAccessCodeBatches)
      .where(
        and(
          eq(commerceAccessCodeBatches.tenantId, 'tn-touchline'),
          eq(commerceAccessCodeBatches.id, answer.batchId),
        ),
      );
    expect(row).toMatchObject({ productId: 'tl-offer-club', useLimit: 1 });
  }, 180_000);

  it('exits 1 with the portal\u2019s refusal of an offer it does not sell', async () => {
    const failure = await t.operator(['create-codes', '--product', 'hb-offer-club']);
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain('404');
  }, 180_000);
});

describe('npm run operator -- cut-highlight', () => {
  it("queues a cut of a game's recording through the portal and prints {eventId, jobId}", async () => {
    const [game] = await t.database.db
      .select({ id: events.id })
      .from(events)
      .where(
        and(
          eq(events.tenantId, 'tn-touchline'),
          eq(events.status, 'vod'),
          eq(events.mediaKind, 'event'),
          eq(events.hdUrl, '/media/vod/match-1/master.m3u8'),
        ),
      )
      .limit(1);
    const run = await t.operator([
      'cut-highlight',
      '--event',
      game!.id,
      '--title',
      'Scripted cut',
      '--in',
      '10',
      '--out',
      '15.5',
    ]);
    const answer = JSON.parse(printed(run)) as { eventId: string; jobId: string };
    expect(Object.keys(answer)).toEqual(['eventId', 'jobId']);
    expect(answer.eventId).toBe(game!.id);
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.tenantId, 'tn-touchline'), eq(jobs.id, answer.jobId)));
    expect(job).toMatchObject({ kind: 'highlight' });
    expect(job!.payload).toMatchObject({ eventId: game!.id, inSeconds: 10, outSeconds: 15.5 });
  }, 180_000);
});

describe('content command arguments', () => {
  it.each([
    [['create-event'], '--title'],
    [['create-event', '--title', 'X', '--start', 'next week'], '--start'],
    [['upload', '--file', 'a.mp4'], '--event'],
    [['upload', '--event', 'ev-1'], '--file'],
    [['cut-highlight', '--title', 'X', '--in', '1', '--out', '3'], '--event'],
    [['cut-highlight', '--event', 'ev-1', '--title', 'X', '--in', 'soon', '--out', '3'], '--in'],
    [['cut-highlight', '--event', 'ev-1', '--title', 'X', '--in', '9', '--out', '3'], '--out'],
    [['cut-highlight', '--event', 'ev-1', '--title', 'X', '--in', '1'], '--out'],
  ])('refuses %j naming %s', (argv, flag) => {
    expect(() => parseOperatorArgs(argv, 'touchline')).toThrow(UsageError);
    expect(() => parseOperatorArgs(argv, 'touchline')).toThrow(flag);
  });

  it('reads create-event with its start', () => {
    expect(
      parseOperatorArgs(
        ['create-event', '--title', ' Final ', '--start', '2031-01-01T00:00:00Z'],
        'touchline',
      ),
    ).toMatchObject({
      command: {
        name: 'create-event',
        tenant: 'touchline',
        body: { title: 'Final', startsAt: '2031-01-01T00:00:00Z' },
      },
    });
  });
});
