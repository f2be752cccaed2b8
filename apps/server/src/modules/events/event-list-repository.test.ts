import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';
import type { EventListCriteria, EventSort } from './event-list-criteria';
import { countEvents, listEventPage } from './event-list-repository';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('seeded');
});
afterAll(() => database.destroy());

const tenantId = 'tn-touchline';

async function seekAll(criteria: EventListCriteria, sort: EventSort, limit: number) {
  const ids: string[] = [];
  let page = await listEventPage(database.db, tenantId, criteria, sort, { offset: 0, limit });
  ids.push(...page.rows.map((r) => r.id));
  while (page.nextKey) {
    page = await listEventPage(database.db, tenantId, criteria, sort, {
      after: page.nextKey,
      limit,
    });
    ids.push(...page.rows.map((r) => r.id));
  }
  return ids;
}

describe('event repository paging', () => {
  for (const field of ['order', 'added', 'title', 'created'] as const) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`seeking by ${field} ${direction} yields the same rows as offsets`, async () => {
        const sort = { field, direction };
        const whole = await listEventPage(database.db, tenantId, {}, sort, {
          offset: 0,
          limit: 999,
        });
        expect(whole.hasMore).toBe(false);
        expect(whole.nextKey).toBeNull();
        expect(await seekAll({}, sort, 4)).toEqual(whole.rows.map((r) => r.id));
      });
    }
  }

  it('seeks inside a filter and counts it', async () => {
    const criteria: EventListCriteria = { status: 'vod', mediaKind: 'event' };
    const sort: EventSort = { field: 'added', direction: 'desc' };
    const ids = await seekAll(criteria, sort, 5);
    expect(ids).toHaveLength(await countEvents(database.db, tenantId, criteria));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
