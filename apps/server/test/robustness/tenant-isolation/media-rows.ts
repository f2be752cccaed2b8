// Isolation rows of media an operator makes (ADRs 062, 063): B's operator neither reads the
// recording and tags of A's game nor cuts a highlight of it, and cannot put a logo on A's team.
import {
  createHighlightCall,
  getHighlightSourceCall,
  uploadLogoCall,
} from '@touchline/contract/calls/admin-media';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { identities } from '../../../src/db/schema';
import { callKey } from '../contract-calls';
import { A, app, B, fx } from './tenant-fixture';
import { get, post, type RowsByCall } from './tenant-row';

/** A 1×1 PNG: a real image, so only the tenant check can refuse it. */
const onePixel =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function logoOfA() {
  const [row] = await app()
    .database.db.select({ logoUrl: identities.logoUrl })
    .from(identities)
    .where(and(eq(identities.tenantId, A.id), eq(identities.id, fx().identity.id)));
  return row?.logoUrl;
}

export const mediaRows: RowsByCall = {
  [callKey(getHighlightSourceCall)]: [
    {
      name: "B's operator reads the recording, tags and highlights of A's game",
      request: (id) => ({ ...get(`/api/admin/events/${id}/highlights`), operatorKey: B.key }),
      target: () => fx().event.id,
      status: [404],
      check: 'same',
      leaks: () => [fx().event.title],
      control: () => ({
        ...get(`/api/admin/events/${fx().event.id}/highlights`, A.host),
        operatorKey: A.key,
      }),
    },
  ],
  [callKey(createHighlightCall)]: [
    {
      name: "B's operator cuts a highlight of A's game",
      request: (id) =>
        post(
          `/api/admin/events/${id}/highlights`,
          { title: 'Intruder', inSeconds: 1, outSeconds: 3 },
          { operatorKey: B.key },
        ),
      target: () => fx().event.id,
      status: [404],
      check: 'same',
      leaks: () => [fx().event.title],
    },
  ],
  [callKey(uploadLogoCall)]: [
    {
      name: "B's operator uploads a logo for A's team",
      request: (id) => ({
        ...post(`/api/admin/identities/${id}/logo`, { data: onePixel }, { operatorKey: B.key }),
        method: 'PUT',
      }),
      target: () => fx().identity.id,
      status: [404],
      check: 'same',
      leaks: () => [fx().identity.title],
      // A's team keeps its seeded logo: nothing uploaded reached it.
      after: async () => expect(String(await logoOfA())).not.toMatch(/^\/media\/uploads\//),
    },
  ],
};
