// Isolation rows of the operator's writes: B's operator, and A's operator key on B's host, cannot
// change A's events.
import {
  createEventCall,
  createIdentityCall,
  getJobCall,
  listAuditCall,
  updateEventCall,
  updateIdentityCall,
} from '@touchline/contract/calls/admin';
import { setScoreCall, setStreamCall } from '@touchline/contract/calls/operator';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { events } from '../../../src/db/schema';
import { callKey } from '../contract-calls';
import { A, app, B, fx, scoreOf } from './tenant-fixture';
import { get, post, type RowsByCall } from './tenant-row';

export const operatorRows: RowsByCall = {
  [callKey(setScoreCall)]: [
    {
      name: "B's operator sets the score of A's event",
      request: (id) =>
        post(`/api/admin/event/${id}/score`, { home: 97, away: 98 }, { operatorKey: B.key }),
      target: () => fx().event.id,
      status: [404],
      check: 'same',
      leaks: () => [fx().event.title],
      after: async () => expect((await scoreOf(fx().event.id))?.home).not.toBe(97),
    },
    {
      name: "A's operator key on B's host",
      request: (id) =>
        post(`/api/admin/event/${id}/score`, { home: 96, away: 95 }, { operatorKey: A.key }),
      target: () => fx().event.id,
      status: [403],
      check: 'same',
      leaks: () => [fx().event.title],
      after: async () => expect((await scoreOf(fx().event.id))?.home).not.toBe(96),
    },
  ],
  [callKey(setStreamCall)]: [
    {
      name: "B's operator replaces the stream of A's event",
      request: (id) =>
        post(
          `/api/admin/event/${id}/stream`,
          { url: '/media/live/intruder/master.m3u8' },
          { operatorKey: B.key },
        ),
      target: () => fx().event.id,
      status: [404],
      check: 'same',
      leaks: () => [fx().event.title],
      after: async () => expect((await scoreOf(fx().event.id))?.hd).not.toContain('intruder'),
    },
  ],
  // The console's admin API (ADR 043): B's operator reaches none of A's games, leagues or teams.
  [callKey(updateEventCall)]: [
    {
      name: "B's operator reschedules A's game",
      request: (id) => ({
        ...post(`/api/admin/events/${id}`, { title: 'Taken' }, { operatorKey: B.key }),
        method: 'PATCH',
      }),
      target: () => fx().event.id,
      status: [404],
      check: 'same',
      leaks: () => [fx().event.title],
    },
    {
      name: "B's operator makes A's game paid and blocks it in a country (ADR 061)",
      request: (id) => ({
        ...post(
          `/api/admin/events/${id}`,
          { commerceCoverage: 'commerce_ppv_media', regionBlocked: ['GB'] },
          { operatorKey: B.key },
        ),
        method: 'PATCH',
      }),
      target: () => fx().event.id,
      status: [404],
      check: 'same',
      leaks: () => [fx().event.title],
      after: async () => {
        const [row] = await app()
          .database.db.select({ blocked: events.regionBlocked })
          .from(events)
          .where(and(eq(events.tenantId, A.id), eq(events.id, fx().event.id)));
        expect(row?.blocked).not.toContain('GB');
      },
    },
  ],
  [callKey(updateIdentityCall)]: [
    {
      name: "B's operator renames A's team",
      request: (id) => ({
        ...post(`/api/admin/identities/${id}`, { title: 'Taken' }, { operatorKey: B.key }),
        method: 'PATCH',
      }),
      target: () => fx().identity.id,
      status: [404],
      check: 'same',
      leaks: () => [fx().identity.title],
    },
  ],
  [callKey(createEventCall)]: [
    {
      name: "B's operator files a game under A's team",
      request: (id) =>
        post('/api/admin/events', { title: 'Intruder', team1Id: id }, { operatorKey: B.key }),
      target: () => fx().event.teamId,
      status: [400],
      check: 'same',
      leaks: () => [fx().event.title],
    },
  ],
  [callKey(createIdentityCall)]: [
    {
      name: "B's operator puts a team under A's league",
      request: (id) =>
        post(
          '/api/admin/identities',
          { kind: 'team', title: 'Intruder', parentId: id },
          { operatorKey: B.key },
        ),
      target: () => fx().identity.id,
      status: [400],
      check: 'same',
      leaks: () => [fx().identity.title],
    },
  ],
  [callKey(listAuditCall)]: [
    {
      name: "B's operator reads the audit trail of A's game",
      request: (id) => ({ ...get(`/api/admin/audit?targetId=${id}`), operatorKey: B.key }),
      target: () => fx().event.id,
      status: [200],
      check: 'same',
      leaks: () => [fx().event.title],
    },
  ],
  [callKey(getJobCall)]: [
    {
      name: "B's operator asks for a job by an id of A's",
      request: (id) => ({ ...get(`/api/admin/jobs/${id}`), operatorKey: B.key }),
      target: () => fx().event.id,
      status: [404],
      check: 'same',
      leaks: () => [fx().event.title],
    },
  ],
};
