// Isolation rows of the operator's writes: B's operator, and A's operator key on B's host, cannot
// change A's events.
import { setScoreCall, setStreamCall } from '@touchline/contract/calls/operator';
import { expect } from 'vitest';
import { callKey } from '../contract-calls';
import { A, B, fx, scoreOf } from './tenant-fixture';
import { post, type RowsByCall } from './tenant-row';

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
};
