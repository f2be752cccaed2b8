// The admin API's accounts (ADR 059): an operator finds the tenant's accounts, changes a role and
// the global-tag permission, and signs a device out as its owner's "remove device" would. Another
// tenant's account is answered like one that does not exist, a viewer is refused, an operator
// keeps their own role, and every change lands in the audit trail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOperatorAccounts } from '../../db/seed/demo-operators';
import { hosts } from '../../../test/test-app';
import {
  call,
  createAccountsTestApp,
  freshAccount,
  loginAs,
  registerAccount,
  type AccountsTestApp,
} from '../auth/accounts-test-kit';

let t: AccountsTestApp;
let address = 0;
const operatorLogin = async (slug: 'touchline' | 'harbour' = 'touchline', device = 'desk') => {
  address += 1;
  const account = { ...demoOperatorAccounts[slug]!, address: `10.78.0.${address}` };
  return loginAs(t, account, device, hosts[slug]);
};

interface Listed {
  id: string;
  email: string;
  name: string;
  role: string;
  canCreateGlobalTag: boolean;
  deviceCount: number;
}
interface Answer {
  content?: { entries?: Listed[]; devices?: { id: string; deviceId: string }[] } & Partial<Listed>;
  totalCount?: number;
  messageErrorCode?: string;
  fields?: { path: string }[];
}

const get = (url: string, token: string, host: string = hosts.touchline) =>
  call<Answer & { content: { entries: Listed[]; totalCount: number; nextExists: boolean } }>(t, {
    method: 'GET',
    url,
    token,
    host,
  });
const post = (url: string, token: string, body: unknown = {}, host: string = hosts.touchline) =>
  call<Answer>(t, { url, token, body, host });

async function viewer(devices: string[] = ['phone']) {
  const account = freshAccount('managed');
  await registerAccount(t, account);
  const sessions = [];
  for (const device of devices) sessions.push(await loginAs(t, account, device));
  return { account, id: sessions[0]!.profile.id, sessions };
}

let operator: Awaited<ReturnType<typeof operatorLogin>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
  operator = await operatorLogin();
});
afterAll(() => t.close());
const token = () => operator.tokenData.access_token;

describe('GET /api/admin/users', () => {
  it("finds the tenant's accounts by a fragment of the email, with their device count", async () => {
    const one = await viewer(['phone', 'laptop']);
    const fragment = one.account.email.split('@')[0]!.toUpperCase();
    const found = await get(`/api/admin/users?q=${encodeURIComponent(fragment)}`, token());
    expect(found.status).toBe(200);
    expect(found.body.content.entries).toEqual([
      expect.objectContaining({
        id: one.id,
        email: one.account.email,
        name: 'Ana Viewer',
        role: 'viewer',
        canCreateGlobalTag: false,
        // The sign-up's own device and the two sign-ins.
        deviceCount: 3,
      }),
    ]);
    expect(JSON.stringify(found.body)).not.toMatch(/password|argon|token/i);
  });

  it('pages in email order, bounded in size', async () => {
    await viewer();
    await viewer();
    const first = await get('/api/admin/users?q=managed.&size=1&page=0', token());
    const second = await get('/api/admin/users?q=managed.&size=1&page=1', token());
    expect(first.body.content.entries).toHaveLength(1);
    expect(first.body.content.nextExists).toBe(true);
    expect(first.body.content.entries[0]!.email < second.body.content.entries[0]!.email).toBe(true);
    const tooBig = await get('/api/admin/users?size=1000', token());
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toMatchObject({ error: 'validation_error' });
    expect(JSON.stringify(tooBig.body.fields)).toContain('size');
  });

  it("lists no other tenant's account, and refuses a viewer", async () => {
    const here = await viewer();
    const harbour = await operatorLogin('harbour');
    const elsewhere = await get(
      `/api/admin/users?q=${encodeURIComponent(here.account.email)}`,
      harbour.tokenData.access_token,
      hosts.harbour,
    );
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.content.entries).toEqual([]);
    const refused = await get('/api/admin/users', here.sessions[0]!.tokenData.access_token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'forbidden', messageErrorCode: 'forbidden' });
  });
});

describe('devices of an account', () => {
  it('signs a device out: its refresh fails, the owner keeps the others, the trail says who', async () => {
    const one = await viewer(['phone', 'laptop']);
    const listed = await get(`/api/admin/users/${one.id}/devices`, token());
    expect(listed.status).toBe(200);
    const devices = listed.body.content.devices!;
    expect(devices.map((d) => d.deviceId).sort()).toEqual(['device-a', 'laptop', 'phone']);
    const phone = devices.find((d) => d.deviceId === 'phone')!;

    const removed = await post(`/api/admin/users/${one.id}/devices/${phone.id}/remove`, token());
    expect(removed.status).toBe(200);
    expect(removed.body.content!.devices!.map((d) => d.deviceId)).toEqual(['device-a', 'laptop']);

    const refresh = await call(t, {
      url: '/api/oauth2/token',
      body: {
        grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
        subject_token_type: 'urn:ietf:params:oauth:token-type:refresh_token',
        subject_token: one.sessions[0]!.tokenData.refresh_token,
      },
    });
    expect(refresh.status).toBe(401);
    const profile = (session: (typeof one.sessions)[number]) =>
      call(t, {
        method: 'GET',
        url: '/api/user/get_profile',
        token: session.tokenData.access_token,
      });
    expect((await profile(one.sessions[0]!)).status).toBe(401);
    expect((await profile(one.sessions[1]!)).status).toBe(200);

    const trail = await get(`/api/admin/audit?targetId=${one.id}`, token());
    expect(trail.body.content.entries).toEqual([
      expect.objectContaining({
        actor: `user:${operator.profile.id}`,
        action: 'user.device.remove',
        targetKind: 'user',
        before: expect.objectContaining({ deviceId: 'phone' }) as unknown,
        after: null,
      }),
    ]);
    const again = await post(`/api/admin/users/${one.id}/devices/${phone.id}/remove`, token());
    expect(again.status).toBe(404);
  });

  it("answers another tenant's account or device like a missing one", async () => {
    const one = await viewer();
    const harbour = (await operatorLogin('harbour')).tokenData.access_token;
    const devices = await get(`/api/admin/users/${one.id}/devices`, harbour, hosts.harbour);
    const missing = await get('/api/admin/users/no-such-user/devices', harbour, hosts.harbour);
    expect(devices.status).toBe(404);
    expect(devices.body).toEqual(missing.body);
    const removed = await post(
      `/api/admin/users/${one.id}/devices/phone/remove`,
      harbour,
      {},
      hosts.harbour,
    );
    expect(removed.status).toBe(404);
    expect(
      (await get(`/api/admin/users/${one.id}/devices`, token())).body.content.devices,
    ).toHaveLength(2);
  });
});

describe('role and global tags', () => {
  it('makes a viewer an operator and back, and lets them write global tags, audited', async () => {
    const one = await viewer();
    const promoted = await post(`/api/admin/users/${one.id}/role`, token(), { role: 'operator' });
    expect(promoted.status).toBe(200);
    expect(promoted.body.content).toMatchObject({ id: one.id, role: 'operator', deviceCount: 2 });
    // The role is read on every admin call: the new operator's token opens the admin API at once.
    const theirs = one.sessions[0]!.tokenData.access_token;
    expect((await get('/api/admin/users', theirs)).status).toBe(200);
    const demoted = await post(`/api/admin/users/${one.id}/role`, token(), { role: 'viewer' });
    expect(demoted.body.content).toMatchObject({ role: 'viewer' });
    expect((await get('/api/admin/users', theirs)).status).toBe(403);

    const allowed = await post(`/api/admin/users/${one.id}/global_tags`, token(), {
      allowed: true,
    });
    expect(allowed.body.content).toMatchObject({ canCreateGlobalTag: true });
    const profile = await call<{ content: { canCreateGlobalTag: boolean } }>(t, {
      method: 'GET',
      url: '/api/user/get_profile',
      token: theirs,
    });
    expect(profile.body.content.canCreateGlobalTag).toBe(true);

    const trail = await get(`/api/admin/audit?targetId=${one.id}`, token());
    expect(trail.body.content.entries.map((entry) => entry as unknown)).toEqual([
      expect.objectContaining({
        action: 'user.global_tags',
        before: { role: 'viewer', canCreateGlobalTag: false },
        after: { role: 'viewer', canCreateGlobalTag: true },
      }),
      expect.objectContaining({
        action: 'user.role',
        after: expect.objectContaining({ role: 'viewer' }) as unknown,
      }),
      expect.objectContaining({
        action: 'user.role',
        actor: `user:${operator.profile.id}`,
        before: expect.objectContaining({ role: 'viewer' }) as unknown,
        after: expect.objectContaining({ role: 'operator' }) as unknown,
      }),
    ]);
  });

  it('keeps an operator from taking away their own role', async () => {
    const refused = await post(`/api/admin/users/${operator.profile.id}/role`, token(), {
      role: 'viewer',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: 'cannot_demote_self',
      messageErrorCode: 'cannot_demote_self',
    });
    const self = await get(
      `/api/admin/users?q=${encodeURIComponent(operator.profile.email)}`,
      token(),
    );
    expect(self.body.content.entries[0]).toMatchObject({ role: 'operator' });
  });

  it('answers 400 in the wire format for a bad role or permission', async () => {
    const one = await viewer();
    const role = await post(`/api/admin/users/${one.id}/role`, token(), { role: 'admin' });
    expect(role.status).toBe(400);
    expect(role.body).toMatchObject({
      error: 'validation_error',
      messageErrorCode: 'validation_error',
    });
    expect(JSON.stringify(role.body.fields)).toContain('role');
    const tags = await post(`/api/admin/users/${one.id}/global_tags`, token(), { allowed: 'yes' });
    expect(tags.status).toBe(400);
    expect(JSON.stringify(tags.body.fields)).toContain('allowed');
    const badId = await post('/api/admin/users/not%20an%20id/role', token(), { role: 'viewer' });
    expect(badId.status).toBe(400);
  });

  it("refuses a viewer, and answers another tenant's account like a missing one", async () => {
    const one = await viewer();
    const theirs = one.sessions[0]!.tokenData.access_token;
    const self = await post(`/api/admin/users/${one.id}/role`, theirs, { role: 'operator' });
    expect(self.status).toBe(403);
    const harbour = (await operatorLogin('harbour')).tokenData.access_token;
    for (const [url, body] of [
      [`/api/admin/users/${one.id}/role`, { role: 'operator' }],
      [`/api/admin/users/${one.id}/global_tags`, { allowed: true }],
    ] as const) {
      const answer = await post(url, harbour, body, hosts.harbour);
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain(one.account.email);
    }
    const listed = await get(
      `/api/admin/users?q=${encodeURIComponent(one.account.email)}`,
      token(),
    );
    expect(listed.body.content.entries[0]).toMatchObject({
      role: 'viewer',
      canCreateGlobalTag: false,
    });
  });
});
