import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';
import { findEvent } from './event-detail-repository';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('seeded');
  // A user's own clip: private to its owner.
  await database.db.insert(events).values({
    tenantId: 'tn-touchline',
    id: 'tl-uc-001',
    title: 'My best save',
    sportType: 'football',
    mediaKind: 'user_clip',
    status: 'vod',
    startsAt: new Date(),
    parentEventId: 'tl-ev-010',
    ownerUserId: 'user-1',
  });
});
afterAll(() => database.destroy());

describe('findEvent', () => {
  it('finds a user clip for its owner only', async () => {
    const { db } = database;
    expect(await findEvent(db, 'tn-touchline', { id: 'tl-uc-001' }, 'user-1')).toMatchObject({
      id: 'tl-uc-001',
      ownerUserId: 'user-1',
    });
    expect(await findEvent(db, 'tn-touchline', { id: 'tl-uc-001' }, 'user-2')).toBeNull();
    expect(await findEvent(db, 'tn-touchline', { id: 'tl-uc-001' }, null)).toBeNull();
    expect(await findEvent(db, 'tn-harbour', { id: 'tl-uc-001' }, 'user-1')).toBeNull();
  });
});
