// Writes repeated, one after another and at the same time: the state ends as after one write (the
// operator's, the accounts' and the viewers' own: follows, watchlist, clips), and
// a repeat that cannot succeed again (a used link, a removed device, an ended session) fails
// cleanly in the wire format, never with a 5xx.
// Covered elsewhere and not repeated here: the device limit under 20 parallel logins
// (modules/auth/devices.test.ts), refresh-token reuse revoking the family and logout ending the
// refresh family (modules/auth/sessions.test.ts), a reset link refused after its first use
// (modules/auth/passwords.test.ts).
import { tokenExchange } from '@touchline/contract/calls/auth';
import { errorCode, wireError } from '@touchline/contract/errors';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/db/schema';
import { devices, users } from '../../src/db/schema-accounts';
import {
  call,
  createAccountsTestApp,
  freshAccount,
  loginAs,
  loginBody,
  registerAccount,
  registerBody,
  type AccountsTestApp,
} from '../../src/modules/auth/accounts-test-kit';
import { newOpaqueToken, tokenHash } from '../../src/modules/auth/secrets';
import { insertPasswordReset } from '../../src/modules/auth/session-repository';
import { demoOperatorKeys } from '../../src/modules/operator/operator-key';
import { hosts } from '../test-app';
import { snapshotDatabase } from './db-snapshot';

const tenantId = 'tn-touchline';
let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t?.close());

type Answer = Awaited<ReturnType<typeof call>>;

/** A failure in the wire format with a known code, and never a server error. */
function expectCleanFailure(answer: Answer, status: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const body = wireError.parse(answer.body);
  expect(errorCode.safeParse(body.error).success).toBe(true);
}

const twice = <T>(send: () => Promise<T>) => Promise.all([send(), send()]);

async function signedIn(deviceId = 'device-a') {
  const account = freshAccount('repeat');
  await registerAccount(t, account);
  const session = await loginAs(t, account, deviceId);
  return {
    account,
    access: session.tokenData.access_token,
    refresh: session.tokenData.refresh_token!,
    userId: session.profile.id,
  };
}

async function userRow(userId: string) {
  const [row] = await t.database.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return row;
}

describe('operator writes', () => {
  const operator = { 'x-operator-key': demoOperatorKeys.touchline! };
  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: { host: hosts.touchline, ...operator }, payload });

  async function liveEvent() {
    const [row] = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.tenantId, tenantId), eq(events.status, 'live')))
      .limit(1);
    return row!;
  }

  it('set-score twice, in turn and at once, stores the score once', async () => {
    const live = await liveEvent();
    const url = `/api/admin/event/${live.id}/score`;
    const first = await post(url, { home: 3, away: 1 });
    const before = await snapshotDatabase(t.database.db);
    const again = await post(url, { home: 3, away: 1 });
    const [x, y] = await twice(() => post(url, { home: 3, away: 1 }));
    for (const answer of [first, again, x, y]) expect(answer.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await snapshotDatabase(t.database.db)).toEqual(before);
  });

  it('set-stream twice stores the stream once', async () => {
    const live = await liveEvent();
    const url = `/api/admin/event/${live.id}/stream`;
    const stream = { url: '/media/live/match-2/master.m3u8' };
    const first = await post(url, stream);
    const before = await snapshotDatabase(t.database.db);
    const [x, y] = await twice(() => post(url, stream));
    for (const answer of [first, x, y]) expect(answer.statusCode).toBe(200);
    expect(x.json()).toEqual(first.json());
    expect(await snapshotDatabase(t.database.db)).toEqual(before);
  });
});

describe('account writes', () => {
  it('update_profile twice answers and stores the same profile', async () => {
    const { access, userId } = await signedIn();
    const body = { data: { displayName: 'Repeat Viewer', city: 'Leeds', gender: 'other' } };
    const update = () => call(t, { url: '/api/user/update_profile', token: access, body });
    const first = await update();
    expect(first.status).toBe(200);
    const stored = await userRow(userId);
    const [x, y] = await twice(update);
    expect(x.body).toEqual(first.body);
    expect(y.body).toEqual(first.body);
    const after = await userRow(userId);
    // Only the change time may move; every field is as the first update left it.
    expect({ ...after, updatedAt: null }).toEqual({ ...stored, updatedAt: null });
  });

  it('delete_device twice removes it once; the repeat answers not_found', async () => {
    const { account, access } = await signedIn();
    await loginAs(t, account, 'device-gone');
    const remove = () =>
      call(t, { url: '/api/user/delete_device', token: access, body: { deviceId: 'device-gone' } });
    const [x, y] = await twice(remove);
    const statuses = [x.status, y.status].sort();
    expect(statuses).toEqual([200, 404]);
    expectCleanFailure(x.status === 404 ? x : y, 404);
    expectCleanFailure(await remove(), 404);
    const listed = await call<{ content: { devices: { deviceId: string }[] } }>(t, {
      url: '/api/user/check_current_device',
      token: access,
      body: { device_id: 'device-a', device_name: 'Browser device-a', register_new: 'no_register' },
    });
    expect(listed.body.content.devices.map((d) => d.deviceId)).toEqual(['device-a']);
  });

  it('logout twice ends the session once; the repeat answers 401', async () => {
    const { access, refresh } = await signedIn();
    const [x, y] = await twice(() => call(t, { url: '/api/user/logout', token: access }));
    for (const answer of [x, y]) {
      expect(answer.status).toBeLessThan(500);
      if (answer.status !== 200) expectCleanFailure(answer, 401);
    }
    expect([x.status, y.status]).toContain(200);
    expectCleanFailure(await call(t, { url: '/api/user/logout', token: access }), 401);
    const refreshed = await call(t, {
      url: '/api/oauth2/token',
      body: {
        grant_type: tokenExchange.grantType,
        subject_token_type: tokenExchange.refreshToken,
        subject_token: refresh,
      },
    });
    expect(refreshed.status).toBe(401);
  });

  it('one refresh token exchanged twice at once yields at most one new pair', async () => {
    const { refresh } = await signedIn();
    const exchange = () =>
      call<{ refresh_token?: string }>(t, {
        url: '/api/oauth2/token',
        body: {
          grant_type: tokenExchange.grantType,
          subject_token_type: tokenExchange.refreshToken,
          subject_token: refresh,
        },
      });
    const answers = await twice(exchange);
    for (const answer of answers) if (answer.status !== 200) expectCleanFailure(answer, 401);
    const winners = answers.filter((a) => a.status === 200);
    expect(winners.length).toBeLessThanOrEqual(1);
    // The loser presented a rotated token: reuse detection ends the family, the winner's too.
    if (winners.length === 1 && answers.length === 2) {
      const next = await call(t, {
        url: '/api/oauth2/token',
        body: {
          grant_type: tokenExchange.grantType,
          subject_token_type: tokenExchange.refreshToken,
          subject_token: winners[0]!.body.refresh_token!,
        },
      });
      expect(next.status).toBe(401);
    }
  });

  it('change_password twice with one body: the repeat fails cleanly, the new password holds', async () => {
    const { account, access } = await signedIn();
    const newPassword = `${account.password}-Changed`;
    const change = () =>
      call(t, {
        url: '/api/user/change_password',
        token: access,
        body: { currentPassword: account.password, newPassword },
      });
    expect((await change()).status).toBe(200);
    expectCleanFailure(await change(), 401); // invalid_credentials: the old password is wrong now
    const login = (password: string) =>
      call(t, {
        url: '/api/user/login',
        address: account.address,
        body: loginBody({ email: account.email, password }, 'device-a'),
      });
    expect((await login(newPassword)).status).toBe(200);
    expect((await login(account.password)).status).toBe(401);
  });

  it('a reset link used twice at once sets one password; the other use fails cleanly', async () => {
    const { account, userId } = await signedIn();
    const token = newOpaqueToken();
    await insertPasswordReset(t.database.db, {
      tokenHash: tokenHash(token),
      tenantId,
      userId,
      expiresAt: new Date(Date.now() + 600_000),
    });
    const passwords = ['Quiet-Stand-Season-81', 'Quiet-Stand-Season-82'];
    const answers = await Promise.all(
      passwords.map((password) =>
        call(t, { url: '/api/user/reset_password', body: { token, password } }),
      ),
    );
    const won = answers.findIndex((a) => a.status === 200);
    expect(won).toBeGreaterThanOrEqual(0);
    expectCleanFailure(answers[1 - won]!, 401);
    const login = (password: string) =>
      call(t, {
        url: '/api/user/login',
        address: account.address,
        body: loginBody({ email: account.email, password }, 'device-a'),
      });
    expect((await login(passwords[won]!)).status).toBe(200);
    expect((await login(passwords[1 - won]!)).status).toBe(401);
  });

  it('one email registered twice at once makes one account; the other answers email_taken', async () => {
    const account = freshAccount('twin');
    const register = (deviceId: string) =>
      call(t, {
        url: '/api/user/register',
        address: account.address,
        body: registerBody(account, deviceId),
      });
    const answers = await Promise.all([register('twin-a'), register('twin-b')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expectCleanFailure(answers.find((a) => a.status === 409)!, 409);
    const stored = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.email, account.email)));
    expect(stored).toHaveLength(1);
    const owned = await t.database.db
      .select()
      .from(devices)
      .where(and(eq(devices.tenantId, tenantId), eq(devices.userId, stored[0]!.id)));
    expect(owned).toHaveLength(1);
  });
});

describe('personal writes', () => {
  async function freeRecordedGame() {
    const rows = await t.database.db
      .select({ id: events.id, hdUrl: events.hdUrl, duration: events.durationSeconds })
      .from(events)
      .where(
        and(
          eq(events.tenantId, tenantId),
          eq(events.mediaKind, 'event'),
          eq(events.commerceType, 'free'),
        ),
      );
    return rows.find((r) => r.hdUrl?.startsWith('/media/vod/') && (r.duration ?? 0) > 20)!.id;
  }

  it('following the same league twice, in turn and at once, keeps one follow', async () => {
    const { access } = await signedIn();
    const follow = () =>
      call(t, {
        url: '/api/follow/save',
        token: access,
        body: { reference_id: 'tl-league-northern-premier', type: 'league' },
      });
    expect((await follow()).status).toBe(200);
    for (const answer of await twice(follow)) expect(answer.status).toBe(200);
    const list = await call<{ content: { entries: { id: string }[] } }>(t, {
      method: 'GET',
      url: '/api/follow/list_by_user',
      token: access,
    });
    expect(list.body.content.entries.map((e) => e.id)).toEqual(['tl-league-northern-premier']);
    const unfollow = () =>
      call(t, {
        url: '/api/follow/remove_by_reference',
        token: access,
        body: { id: 'tl-league-northern-premier' },
      });
    for (const answer of await twice(unfollow)) expect(answer.status).toBe(200);
  });

  it('saving the same video twice at once keeps it once; removing twice succeeds twice', async () => {
    const { access } = await signedIn();
    const video = await freeRecordedGame();
    const save = () =>
      call<{ content: { videoIds: string[] } }>(t, {
        url: '/api/user/add_to_watchlist',
        token: access,
        body: { video_id: video },
      });
    const answers = await twice(save);
    for (const answer of answers) expect(answer.body.content.videoIds).toEqual([video]);
    const remove = () =>
      call<{ content: { videoIds: string[] } }>(t, {
        url: '/api/user/remove_from_watchlist',
        token: access,
        body: { video_id: video },
      });
    for (const answer of await twice(remove)) expect(answer.body.content.videoIds).toEqual([]);
  });

  it('the same cut sent twice at once makes one clip, answered to both', async () => {
    const { access } = await signedIn();
    const game = await freeRecordedGame();
    const cut = () =>
      call<{ content: { id: string } }>(t, {
        url: '/api/clip/create',
        token: access,
        body: { title: 'Twice', event: game, startTime: 2, endTime: 12 },
      });
    const [first, second] = await twice(cut);
    expect(first.status).toBe(200);
    expect(second.body.content.id).toBe(first.body.content.id);
    const list = await call<{ content: { entries: unknown[] } }>(t, {
      url: '/api/clip/user_list',
      token: access,
      body: {},
    });
    expect(list.body.content.entries).toHaveLength(1);
    // Deleting it twice: the second finds nothing and says so cleanly.
    const remove = () =>
      call(t, { url: `/api/clip/delete/${first.body.content.id}`, token: access });
    const [a, b] = await twice(remove);
    expect([a.status, b.status].sort()).toEqual([200, 404]);
    expectCleanFailure(a.status === 404 ? a : b, 404);
  });
});
