// Isolation rows of live inputs (ADR 056): B's operator neither reads nor rotates the stream key
// of A's live game. The suite's app takes no pushes (RTMP is off in tests), so A's input is
// written straight into A's rows.
import {
  getLiveInputCall,
  listLiveInputsCall,
  rotateLiveKeyCall,
} from '@touchline/contract/calls/admin-live';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { liveInputs } from '../../../src/db/schema-pipeline';
import { callKey } from '../contract-calls';
import { A, B, app, fx } from './tenant-fixture';
import { get, post, type RowsByCall } from './tenant-row';

const keyHashOfA = 'a'.repeat(64);

export async function setUpLive() {
  await app()
    .database.db.insert(liveInputs)
    .values({ tenantId: A.id, eventId: fx().event.id, keyHash: keyHashOfA });
}

async function hashOfA() {
  const [row] = await app()
    .database.db.select({ keyHash: liveInputs.keyHash })
    .from(liveInputs)
    .where(and(eq(liveInputs.tenantId, A.id), eq(liveInputs.eventId, fx().event.id)));
  return row?.keyHash;
}

export const liveRows: RowsByCall = {
  [callKey(listLiveInputsCall)]: [
    {
      name: "B's operator lists live inputs and finds none of A's",
      request: () => ({ ...get('/api/admin/live-inputs'), operatorKey: B.key }),
      target: () => fx().event.id,
      status: [200],
      check: 'leaks',
      leaks: () => [fx().event.id, fx().event.title, A.id],
      control: () => ({ ...get('/api/admin/live-inputs', A.host), operatorKey: A.key }),
    },
  ],
  [callKey(getLiveInputCall)]: [
    {
      name: "B's operator reads the live input of A's game",
      request: (id) => ({ ...get(`/api/admin/live-inputs/${id}`), operatorKey: B.key }),
      target: () => fx().event.id,
      status: [404],
      check: 'same',
      leaks: () => [fx().event.title],
      control: () => ({
        ...get(`/api/admin/live-inputs/${fx().event.id}`, A.host),
        operatorKey: A.key,
      }),
    },
  ],
  [callKey(rotateLiveKeyCall)]: [
    {
      name: "B's operator rotates the stream key of A's game",
      request: (id) => post(`/api/admin/live-inputs/${id}/rotate`, {}, { operatorKey: B.key }),
      target: () => fx().event.id,
      status: [404],
      check: 'same',
      leaks: () => [fx().event.title],
      after: async () => expect(await hashOfA()).toBe(keyHashOfA),
    },
  ],
};
