// The sales commands of `npm run operator` (ADR 061) as their own process against a listening
// portal: a product made and taken off sale, a game made paid and limited to two countries, each
// printing one JSON object; bad arguments exit 2 before anything is sent.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../db/schema';
import { commerceProducts } from '../db/schema-commerce';
import { createCliTestApp, printed, type CliTestApp } from '../../test/cli-kit';
import { UsageError } from './arg-checks';
import { parseOperatorArgs } from './operator-args';

let t: CliTestApp;
beforeAll(async () => {
  t = await createCliTestApp();
});
afterAll(() => t.close());

describe('npm run operator -- sales commands', () => {
  it('makes a pass for a new game, makes the game paid in two countries, takes the pass off sale', async () => {
    const made = await t.operator(['create-event', '--title', 'Sold final']);
    const { eventId } = JSON.parse(printed(made)) as { eventId: string };

    const created = await t.operator([
      'create-product',
      '--type',
      'ppv',
      '--title',
      'Final pass',
      '--event',
      eventId,
      '--price',
      '450',
      '--currency',
      'eur',
    ]);
    const { productId } = JSON.parse(printed(created)) as { productId: string };
    const product = async () =>
      (
        await t.database.db
          .select()
          .from(commerceProducts)
          .where(
            and(eq(commerceProducts.tenantId, 'tn-touchline'), eq(commerceProducts.id, productId)),
          )
      )[0];
    expect(await product()).toMatchObject({
      type: 'ppv',
      eventId,
      priceMinor: 450,
      currency: 'EUR',
      active: true,
    });

    const access = await t.operator([
      'set-event-access',
      '--event',
      eventId,
      '--access',
      'pass',
      '--allow',
      'gb,ie',
    ]);
    expect(JSON.parse(printed(access))).toEqual({
      eventId,
      commerceCoverage: 'commerce_ppv_media',
      regionAllowed: ['GB', 'IE'],
      regionBlocked: [],
      adUrls: [],
    });
    const [game] = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.tenantId, 'tn-touchline'), eq(events.id, eventId)));
    expect(game).toMatchObject({ commerceType: 'ppv', regionAllowed: ['GB', 'IE'] });

    const off = await t.operator(['update-product', '--product', productId, '--on-sale', 'false']);
    expect(JSON.parse(printed(off))).toEqual({ productId, onSale: false });
    expect((await product())?.active).toBe(false);
  }, 300_000);
});

describe('sales command arguments', () => {
  it.each([
    [
      ['create-product', '--type', 'svod', '--title', 'X', '--price', '4.50', '--currency', 'EUR'],
      '--price',
    ],
    [
      ['create-product', '--type', 'ppv', '--title', 'X', '--price', '1', '--currency', 'EUR'],
      '--event',
    ],
    [
      [
        'create-product',
        '--type',
        'svod',
        '--title',
        'X',
        '--price',
        '1',
        '--currency',
        'EUR',
        '--duration',
        '1',
        '--units',
        'decade',
      ],
      '--units',
    ],
    [['update-product', '--title', 'X'], '--product'],
    [['update-product', '--product', 'pr-1', '--on-sale', 'maybe'], '--on-sale'],
    [['set-event-access', '--event', 'ev-1', '--access', 'paid'], '--access'],
    [['set-event-access', '--event', 'ev-1', '--allow', 'GB,UK'], '--allow'],
    [['set-event-access', '--event', 'ev-1', '--ads', 'http://ads.example/v.xml'], '--ads'],
  ])('refuses %j naming %s', (argv, flag) => {
    expect(() => parseOperatorArgs(argv, 'touchline')).toThrow(UsageError);
    expect(() => parseOperatorArgs(argv, 'touchline')).toThrow(flag);
  });

  it('reads a subscription with its items, and an empty list that clears one', () => {
    expect(
      parseOperatorArgs(
        [
          'create-product',
          '--type',
          'svod',
          '--title',
          'Season',
          '--price',
          '4999',
          '--currency',
          'GBP',
          '--duration',
          '1',
          '--units',
          'year',
          '--items',
          'league-1, team-2',
        ],
        'touchline',
      ),
    ).toMatchObject({
      command: {
        name: 'create-product',
        body: { type: 'svod', priceMinor: 4_999, itemIds: ['league-1', 'team-2'] },
      },
    });
    expect(
      parseOperatorArgs(['set-event-access', '--event', 'ev-1', '--block', ''], 'touchline'),
    ).toMatchObject({ command: { body: { regionBlocked: [] } } });
  });
});
