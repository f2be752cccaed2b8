// The console's list of live inputs (ADR 057): the tenant's own, newest first, with their games'
// title, start and status and never a key; another tenant's operator sees none of them, a viewer
// is refused and a bad query is a 400. The app takes no pushes (RTMP is off in tests), so the
// inputs are written straight into the rows the create call would make.
import type { LiveInputEntry } from '@touchline/contract/calls/admin-live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveInputs } from '../../db/schema-pipeline';
import { hosts } from '../../../test/test-app';
import {
  call,
  createAccountsTestApp,
  freshAccount,
  loginAs,
  registerAccount,
  type AccountsTestApp,
} from '../auth/accounts-test-kit';
import { hashStreamKey } from './live-input-service';
import { demoOperatorKeys } from './operator-key';

let t: AccountsTestApp;
const keys = { touchline: demoOperatorKeys.touchline!, harbour: demoOperatorKeys.harbour! };
type Slug = keyof typeof keys;

const asOperator = <T>(slug: Slug, method: 'GET' | 'POST', url: string, body?: unknown) =>
  call<{ content: T }>(t, {
    method,
    url,
    host: hosts[slug],
    headers: { 'x-operator-key': keys[slug] },
    ...(body !== undefined ? { body } : {}),
  });

const list = (slug: Slug, query = '') =>
  asOperator<{ entries: LiveInputEntry[] }>(slug, 'GET', `/api/admin/live-inputs${query}`);

/** A game of the tenant with a live input, as `POST /api/admin/live-inputs` leaves them. */
async function liveGame(slug: Slug, title: string, createdAt: Date) {
  const made = await asOperator<{ id: string }>(slug, 'POST', '/api/admin/events', { title });
  expect(made.status).toBe(200);
  const eventId = made.body.content.id;
  const tenantId = slug === 'touchline' ? 'tn-touchline' : 'tn-harbour';
  await t.database.db
    .insert(liveInputs)
    .values({ tenantId, eventId, keyHash: hashStreamKey(`key of ${eventId}`), createdAt });
  return eventId;
}

let older: string;
let newer: string;
let harbours: string;
beforeAll(async () => {
  t = await createAccountsTestApp();
  older = await liveGame('touchline', 'Evening kick-off', new Date('2026-11-01T18:00:00Z'));
  newer = await liveGame('touchline', 'Late kick-off', new Date('2026-11-02T18:00:00Z'));
  harbours = await liveGame('harbour', 'Harbour derby', new Date('2026-11-03T18:00:00Z'));
});
afterAll(() => t.close());

describe('GET /api/admin/live-inputs', () => {
  it('lists the tenant’s live inputs newest first with their games, without a key', async () => {
    const answer = await list('touchline');
    expect(answer.status).toBe(200);
    const ids = answer.body.content.entries.map((entry) => entry.eventId);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids.indexOf(older)).toBeGreaterThanOrEqual(0);
    const entry = answer.body.content.entries.find((e) => e.eventId === newer)!;
    expect(entry).toMatchObject({
      title: 'Late kick-off',
      status: 'upcoming',
      state: 'idle',
      lastPublishAt: null,
      lastEndAt: null,
      lastError: null,
    });
    expect(Date.parse(entry.startsAt)).not.toBeNaN();
    expect(Object.keys(entry).sort()).toEqual(
      [
        'eventId',
        'lastEndAt',
        'lastError',
        'lastPublishAt',
        'rotatedAt',
        'serverUrl',
        'startsAt',
        'state',
        'status',
        'title',
      ].sort(),
    );
    expect(JSON.stringify(answer.body)).not.toContain(hashStreamKey(`key of ${newer}`));
  });

  it('answers at most `limit` entries', async () => {
    const answer = await list('touchline', '?limit=1');
    expect(answer.status).toBe(200);
    expect(answer.body.content.entries.map((entry) => entry.eventId)).toEqual([newer]);
  });

  it('shows another tenant’s operator none of them', async () => {
    const answer = await list('harbour');
    expect(answer.status).toBe(200);
    const ids = answer.body.content.entries.map((entry) => entry.eventId);
    expect(ids).toContain(harbours);
    expect(ids).not.toContain(older);
    expect(ids).not.toContain(newer);
    expect(JSON.stringify(answer.body)).not.toContain('kick-off');
  });

  it('refuses a viewer (403) and a visitor without credentials (401)', async () => {
    const account = freshAccount('live-list-viewer');
    await registerAccount(t, account);
    const token = (await loginAs(t, account)).tokenData.access_token;
    const viewer = await call(t, { method: 'GET', url: '/api/admin/live-inputs', token });
    expect(viewer.status).toBe(403);
    expect(JSON.stringify(viewer.body)).not.toContain('kick-off');
    const anonymous = await call(t, { method: 'GET', url: '/api/admin/live-inputs' });
    expect(anonymous.status).toBe(401);
  });

  it.each(['?limit=0', '?limit=101', '?limit=many', '?state=idle'])(
    'refuses the query %s (400)',
    async (query) => {
      const answer = await call<{ error?: string }>(t, {
        method: 'GET',
        url: `/api/admin/live-inputs${query}`,
        headers: { 'x-operator-key': keys.touchline },
      });
      expect(answer.status).toBe(400);
      expect(typeof answer.body.error).toBe('string');
    },
  );
});
