// Web push end to end inside the server (ADR 051): browsers' subscriptions stored through the
// calls, a game set live by an operator (and one about to start) announced through the job queue,
// and each notice received by a local push service that checks the VAPID JWT and decrypts the
// payload with the subscription's private key, as a browser's push service and browser would.
import type { OkAnswer } from '@touchline/contract/calls/common';
import type { WireError } from '@touchline/contract/errors';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '../../db/schema-pipeline';
import { pushKeys, pushSubscriptions } from '../../db/schema-push';
import {
  as,
  createAccountsTestApp,
  hosts,
  signedIn,
  type Viewer,
} from '../../../test/personal-test-kit';
import { startLocalPushService, type LocalPushService } from '../../../test/local-push-service';
import { call, type AccountsTestApp } from '../auth/accounts-test-kit';
import { demoOperatorKeys } from '../operator/operator-key';
import { findTenantBySlug } from '../tenants/tenant-repository';
import { createPushNotices, publicKeyOf, startsSoonLeadMs, type PushDeps } from './push-service';

let t: AccountsTestApp;
let service: LocalPushService;
let ana: Viewer;
let ben: Viewer;
let cara: Viewer;
let harbourViewer: Viewer;

beforeAll(async () => {
  service = await startLocalPushService();
  // The app's own job worker sends the notices; the local push service is on 127.0.0.1.
  t = await createAccountsTestApp({ JOB_WORKER: 'on', OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' });
  [ana, ben, cara, harbourViewer] = await Promise.all([
    signedIn(t),
    signedIn(t),
    signedIn(t),
    signedIn(t, hosts.harbour),
  ]);
  // Four sign-ups and an app on a busy machine take longer than the default hook timeout.
}, 240_000);
afterAll(async () => {
  await t?.close();
  await service?.close();
});

const operatorKeys: Record<string, string> = {
  [hosts.touchline]: demoOperatorKeys.touchline!,
  [hosts.harbour]: demoOperatorKeys.harbour!,
};
async function admin<T>(
  host: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  body?: unknown,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { host, 'x-operator-key': operatorKeys[host]! },
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
  });
  return { status: response.statusCode, body: response.json<{ content: T }>() };
}

async function identityOf(host: string, kind: 'team' | 'league') {
  const answer = await admin<{ entries: { id: string; title: string }[] }>(
    host,
    'GET',
    `/api/admin/identities?kind=${kind}`,
  );
  return answer.body.content.entries[0]!;
}

async function scheduleGame(host: string, body: Record<string, unknown>) {
  const answer = await admin<{ id: string; title: string }>(host, 'POST', '/api/admin/events', {
    startsAt: new Date(Date.now() + 3 * 3600_000).toISOString(),
    ...body,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.content;
}

const setLive = (host: string, id: string) =>
  admin(host, 'PATCH', `/api/admin/events/${id}`, { status: 'live' });

const subscribe = (who: Viewer, body: unknown, language?: string) =>
  call<OkAnswer & Partial<WireError>>(t, {
    url: '/api/push/subscribe',
    body,
    token: who.token,
    host: who.host,
    ...(language ? { language } : {}),
  });

const follow = (who: Viewer, id: string, type: 'team' | 'league') =>
  as(t, who, { url: '/api/follow/save', body: { reference_id: id, type } });

const subscriptionsOf = (tenantId: string, userId: string) =>
  t.database.db
    .select({ endpoint: pushSubscriptions.endpoint, language: pushSubscriptions.language })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.tenantId, tenantId), eq(pushSubscriptions.userId, userId)));

const noticeJobs = async (tenantId: string, eventId: string) =>
  (
    await t.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.tenantId, tenantId), eq(jobs.kind, 'push-notice')))
  ).filter((job) => job.payload.eventId === eventId);

describe('the public key', () => {
  it("is the tenant's own, made once and kept", async () => {
    const first = await call<{ content: { publicKey: string } }>(t, {
      method: 'GET',
      url: '/api/push/public_key',
    });
    expect(first.status).toBe(200);
    expect(first.body.content.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const again = await call<{ content: { publicKey: string } }>(t, {
      method: 'GET',
      url: '/api/push/public_key',
    });
    expect(again.body.content.publicKey).toBe(first.body.content.publicKey);
    const harbour = await call<{ content: { publicKey: string } }>(t, {
      method: 'GET',
      url: '/api/push/public_key',
      host: hosts.harbour,
    });
    expect(harbour.body.content.publicKey).not.toBe(first.body.content.publicKey);
    // The private key stays in the table and never in an answer.
    const [keys] = await t.database.db
      .select()
      .from(pushKeys)
      .where(eq(pushKeys.tenantId, 'tn-touchline'));
    expect(keys!.publicKey).toBe(first.body.content.publicKey);
    expect(JSON.stringify(first.body)).not.toContain(keys!.privateKey);
  });

  it('is not found for a tenant that sends no notifications', async () => {
    const tenant = (await findTenantBySlug(t.database.db, 'harbour'))!;
    const off = {
      ...tenant,
      config: {
        ...tenant.config,
        customer: { ...tenant.config.customer, enableNotifications: false },
      },
    };
    const deps = { db: t.database.db } as PushDeps;
    await expect(publicKeyOf(deps, off)).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('subscriptions', () => {
  it("stores the viewer's subscription in the request's language; a repeat keeps one row", async () => {
    const browser = service.subscription('/sub/store');
    expect((await subscribe(ana, { pushId: 'touchline-push', ...browser }, 'de')).status).toBe(200);
    expect((await subscribe(ana, { pushId: 'touchline-push', ...browser }, 'fr')).status).toBe(200);
    expect(await subscriptionsOf('tn-touchline', ana.userId)).toEqual([
      { endpoint: browser.endpoint, language: 'fr' },
    ]);
    // The custom-domain identifier is the tenant's too.
    const other = service.subscription('/sub/custom');
    const custom = await subscribe(ana, { pushId: 'touchline-push-custom-domain', ...other });
    expect(custom.status).toBe(200);
  });

  it('refuses bad input and leaves nothing stored', async () => {
    const browser = service.subscription('/sub/bad');
    const good = { pushId: 'touchline-push', ...browser };
    for (const body of [
      {},
      { ...good, pushId: 'harbour-push' },
      { ...good, pushId: '' },
      { ...good, endpoint: 'not a url' },
      { ...good, endpoint: 'ftp://127.0.0.1/x' },
      { ...good, endpoint: `https://push.example/${'x'.repeat(2100)}` },
      { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(1) } },
      { ...good, keys: { ...good.keys, auth: 'not+base64url/==' } },
      { ...good, keys: { p256dh: good.keys.p256dh } },
      { ...good, userId: ben.userId },
    ]) {
      const answer = await subscribe(ben, body);
      expect(answer.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(answer.body.error).toBe('validation_error');
    }
    expect(await subscriptionsOf('tn-touchline', ben.userId)).toEqual([]);
  });

  it("needs a signed-in viewer of the host's tenant", async () => {
    const browser = service.subscription('/sub/anonymous');
    const body = { pushId: 'harbour-push', ...browser };
    const anonymous = await call(t, { url: '/api/push/subscribe', body, host: hosts.harbour });
    expect(anonymous.status).toBe(401);
    const crossed = await call(t, {
      url: '/api/push/subscribe',
      body,
      token: ana.token,
      host: hosts.harbour,
    });
    expect(crossed.status).toBe(401);
    const unsubscribe = await call(t, {
      url: '/api/push/unsubscribe',
      body: { endpoint: browser.endpoint },
    });
    expect(unsubscribe.status).toBe(401);
    expect(await subscriptionsOf('tn-harbour', ana.userId)).toEqual([]);
  });

  it("removes only the viewer's own subscription", async () => {
    const browser = service.subscription('/sub/remove');
    await subscribe(cara, { pushId: 'touchline-push', ...browser });
    const byBen = await as(t, ben, {
      url: '/api/push/unsubscribe',
      body: { endpoint: browser.endpoint },
    });
    expect(byBen.status).toBe(200);
    expect(await subscriptionsOf('tn-touchline', cara.userId)).toHaveLength(1);
    const byHarbour = await as(t, harbourViewer, {
      url: '/api/push/unsubscribe',
      body: { endpoint: browser.endpoint },
    });
    expect(byHarbour.status).toBe(200);
    expect(await subscriptionsOf('tn-touchline', cara.userId)).toHaveLength(1);
    expect(
      (await as(t, cara, { url: '/api/push/unsubscribe', body: { endpoint: 'nope' } })).status,
    ).toBe(400);
    await as(t, cara, { url: '/api/push/unsubscribe', body: { endpoint: browser.endpoint } });
    expect(await subscriptionsOf('tn-touchline', cara.userId)).toEqual([]);
  });
});

describe('notices', () => {
  it('sends "is live" once to the followers of the game\'s teams and league, in their language', async () => {
    const team = await identityOf(hosts.touchline, 'team');
    const league = await identityOf(hosts.touchline, 'league');
    const game = await scheduleGame(hosts.touchline, {
      title: 'Zq Rovers v Wanderers',
      team1Id: team.id,
      leagueId: league.id,
    });
    // Ana follows a team of the game, Cara its league, Ben nothing; all three subscribe.
    const viaTeam = service.subscription('/live/team');
    const viaLeague = service.subscription('/live/league');
    const notFollowing = service.subscription('/live/none');
    expect((await follow(ana, team.id, 'team')).status).toBe(200);
    expect((await follow(cara, league.id, 'league')).status).toBe(200);
    await subscribe(ana, { pushId: 'touchline-push', ...viaTeam }, 'de');
    await subscribe(cara, { pushId: 'touchline-push', ...viaLeague }, 'en');
    await subscribe(ben, { pushId: 'touchline-push', ...notFollowing }, 'en');
    // A Harbour viewer who follows a Harbour team and subscribed hears nothing of Touchline.
    const harbourTeam = await identityOf(hosts.harbour, 'team');
    const harbourBrowser = service.subscription('/live/harbour');
    expect((await follow(harbourViewer, harbourTeam.id, 'team')).status).toBe(200);
    await subscribe(harbourViewer, { pushId: 'harbour-push', ...harbourBrowser });

    expect((await setLive(hosts.touchline, game.id)).status).toBe(200);
    const [toAna] = await service.waitFor('/live/team');
    const [toCara] = await service.waitFor('/live/league');
    expect(toAna!.notice).toEqual({
      title: 'Zq Rovers v Wanderers ist live',
      body: 'Jetzt auf Touchline Sports ansehen.',
      url: `/events/${game.id}/`,
      tag: `live:${game.id}`,
      icon: expect.any(String) as string,
    });
    expect(toCara!.notice.title).toBe('Zq Rovers v Wanderers is live');
    // Signed with the tenant's key, for the push service's origin.
    const publicKey = await call<{ content: { publicKey: string } }>(t, {
      method: 'GET',
      url: '/api/push/public_key',
    });
    expect(toAna!.vapidKey).toBe(publicKey.body.content.publicKey);
    expect(toAna!.jwt.aud).toBe(service.origin);
    expect(toAna!.jwt.sub).toMatch(/^mailto:/);

    // Once per game and kind: live again after a step back, and a second announcement, send nothing.
    await admin(hosts.touchline, 'PATCH', `/api/admin/events/${game.id}`, { status: 'upcoming' });
    await setLive(hosts.touchline, game.id);
    expect(await noticeJobs('tn-touchline', game.id)).toHaveLength(1);
    // The job finishes (and is marked done) just after its last delivery arrives.
    await vi.waitFor(
      async () => {
        const [jobRow] = await t.database.db
          .select({ state: jobs.state })
          .from(jobs)
          .where(and(eq(jobs.tenantId, 'tn-touchline'), eq(jobs.kind, 'push-notice')));
        expect(jobRow!.state).toBe('done');
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(service.received.filter((push) => push.path === '/live/team')).toHaveLength(1);
    expect(service.received.filter((push) => push.path === '/live/none')).toEqual([]);
    expect(service.received.filter((push) => push.path === '/live/harbour')).toEqual([]);
  });

  it('prunes a subscription the push service says is gone (410)', async () => {
    const team = await identityOf(hosts.harbour, 'team');
    const game = await scheduleGame(hosts.harbour, { title: 'Zq Harbour final', team1Id: team.id });
    const dana = await signedIn(t, hosts.harbour);
    const expired = service.subscription('/gone/dana');
    await follow(dana, team.id, 'team');
    await subscribe(dana, { pushId: 'harbour-push', ...expired });
    service.expire('/gone/dana');
    expect(await subscriptionsOf('tn-harbour', dana.userId)).toHaveLength(1);

    await setLive(hosts.harbour, game.id);
    // The other follower's copy arrives; by then the job has gone through every subscription.
    await service.waitFor('/live/harbour');
    await expect
      .poll(() => subscriptionsOf('tn-harbour', dana.userId), { timeout: 30_000 })
      .toEqual([]);
    expect(service.received.filter((push) => push.path === '/gone/dana')).toEqual([]);
  });

  it('sends "starts soon" once, when the sweep finds the game within the lead time', async () => {
    const team = await identityOf(hosts.touchline, 'team');
    const startsAt = new Date(Date.now() + 2 * 3600_000);
    const game = await scheduleGame(hosts.touchline, {
      title: 'Zq Early kick-off',
      team1Id: team.id,
      startsAt: startsAt.toISOString(),
    });
    const browser = service.subscription('/soon/ana');
    await subscribe(ana, { pushId: 'touchline-push', ...browser }, 'en');
    // The status sweep's half, on an injected clock; the app's job worker sends what it queues.
    const notices = createPushNotices({ db: t.database.appDb, wake: () => undefined });
    const early = new Date(startsAt.getTime() - startsSoonLeadMs - 60_000);
    await notices.startsSoon(early);
    expect(await noticeJobs('tn-touchline', game.id)).toEqual([]);
    const due = new Date(startsAt.getTime() - startsSoonLeadMs + 60_000);
    await notices.startsSoon(due);
    await notices.startsSoon(due);
    expect(await noticeJobs('tn-touchline', game.id)).toHaveLength(1);
    const tag = `starts_soon:${game.id}`;
    // Every subscription of Ana's gets it once; this browser is the one subscribed last.
    const toThisBrowser = () =>
      service.received.filter((push) => push.notice.tag === tag && push.path === '/soon/ana');
    await expect.poll(toThisBrowser, { timeout: 60_000 }).toHaveLength(1);
    const push = toThisBrowser()[0]!;
    expect(push.notice).toMatchObject({
      title: 'Zq Early kick-off starts soon',
      body: 'It begins in a few minutes on Touchline Sports.',
      url: `/events/${game.id}/`,
    });
  });
});
