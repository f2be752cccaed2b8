// Account pre-hijacking through single sign-on, replayed: accounts are made only from verified
// provider emails, an existing account gets a provider only when its owner confirms the mailed
// link, and a password reset ends every session, voids pending links and names linked providers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAccountsTestApp,
  freshAccount,
  loginAs,
  mailedLink,
  mailsTo,
  registerAccount,
  registerBody,
  type AccountsTestApp,
} from '../accounts-test-kit';
import type { LocalProvider } from './local-oidc-provider';
import { providerLinkPagePath } from './provider-link';
import { addPerson, codeExchange, localProviders, startSsoProvider } from './sso-test-kit';

let t: AccountsTestApp;
let idp: LocalProvider;
beforeAll(async () => {
  t = await createAccountsTestApp(localProviders);
  idp = await startSsoProvider(t);
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

// What the portal's page (/auth/provider-link/?token=…) calls with the mailed token.
const linkCall = (name: 'pending' | 'confirm', link: URL) =>
  call<{ content: { provider: string; email?: string } }>(t, {
    url: `/api/user/${name}_provider_link`,
    host: link.host,
    body: { token: link.searchParams.get('token') ?? '' },
  });
const confirmPage = (link: URL) => linkCall('pending', link);
const confirm = async (link: URL) => ({ statusCode: (await linkCall('confirm', link)).status });
const profileStatus = async (token: string) =>
  (await call(t, { method: 'GET', url: '/api/user/get_profile', token })).status;

describe('pre-hijacking through single sign-on', () => {
  it('makes no account from an unverified provider email, so the owner can still sign up', async () => {
    const victim = freshAccount('victim');
    const attacker = addPerson(idp, { email: victim.email, email_verified: false });
    const { status, body } = await codeExchange(t, idp, attacker.sub);
    expect(status).toBe(401);
    expect(body.error).toBe('login_failed');
    const signUp = await call(t, {
      url: '/api/user/register',
      body: registerBody(victim),
      address: victim.address,
    });
    expect(signUp.status).toBe(200);
  });

  it('links a verified email to an existing account only after its owner confirms the mailed link', async () => {
    const account = freshAccount();
    await registerAccount(t, account);
    const fan = addPerson(idp, { email: account.email });

    const first = await codeExchange(t, idp, fan.sub);
    expect(first.status).toBe(409);
    expect(first.body.error).toBe('link_confirmation_sent');
    const link = await mailedLink(t.dataDir, account.email, providerLinkPagePath);

    // Opening the link (a mail scanner does) shows the question and links nothing.
    expect(link.pathname).toBe('/auth/provider-link/');
    const page = await confirmPage(link);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body.content).toEqual({ provider: 'ifa', email: account.email });
    expect((await codeExchange(t, idp, fan.sub)).status).toBe(409);

    const confirmed = await linkCall('confirm', link);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.content).toEqual({ provider: 'ifa' });
    const signedIn = await codeExchange(t, idp, fan.sub);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.auth_data.isRegister).toBe(false);
    expect(signedIn.body.auth_data.profile.id).toBe((await loginAs(t, account)).profile.id);
  });

  it('refuses a forged, altered or foreign confirmation link', async () => {
    const account = freshAccount();
    await registerAccount(t, account);
    const fan = addPerson(idp, { email: account.email });
    await codeExchange(t, idp, fan.sub);
    const link = await mailedLink(t.dataDir, account.email, providerLinkPagePath);
    const token = link.searchParams.get('token') ?? '';

    const altered = new URL(link);
    altered.searchParams.set('token', `${token.slice(0, -3)}AAA`);
    expect((await confirm(altered)).statusCode).toBe(401);
    // An access token of the account is not a confirmation.
    const session = await loginAs(t, account);
    const access = new URL(link);
    access.searchParams.set('token', session.tokenData.access_token);
    expect((await confirm(access)).statusCode).toBe(401);
    // Nor is the link valid on another tenant, to look at or to confirm.
    const elsewhere = new URL(link);
    elsewhere.host = '127.0.0.1:4320';
    const foreign = await confirmPage(elsewhere);
    expect(foreign.status).toBe(401);
    expect(foreign.body).toMatchObject({ error: 'invalid_token' });
    expect(JSON.stringify(foreign.body)).not.toContain(account.email);
    expect((await confirm(elsewhere)).statusCode).toBe(401);
    expect((await codeExchange(t, idp, fan.sub)).status).toBe(409);
  });

  it('answers validation_error for a missing, short or extra-laden token, naming the field', async () => {
    for (const body of [
      {},
      { token: 'short' },
      { token: 'x'.repeat(4097) },
      { token: 'x'.repeat(20), more: 1 },
    ]) {
      for (const url of ['/api/user/pending_provider_link', '/api/user/confirm_provider_link']) {
        const { status, body: answer } = await call<{ error: string }>(t, { url, body });
        expect(status, `${url} ${JSON.stringify(body).slice(0, 40)}`).toBe(400);
        expect(answer.error).toBe('validation_error');
      }
    }
  });

  it('hands a link mailed for the former address to the portal page, linking nothing', async () => {
    const account = freshAccount();
    await registerAccount(t, account);
    const fan = addPerson(idp, { email: account.email });
    await codeExchange(t, idp, fan.sub);
    const link = await mailedLink(t.dataDir, account.email, providerLinkPagePath);
    const token = link.searchParams.get('token') ?? '';
    const old = await t.app.inject({
      method: 'GET',
      url: `/api/user/confirm_provider_link?${new URLSearchParams({ token }).toString()}`,
      headers: { host: link.host },
    });
    expect(old.statusCode).toBe(303);
    expect(old.headers.location).toBe(
      `/auth/provider-link/?${new URLSearchParams({ token }).toString()}`,
    );
    expect(old.headers['cache-control']).toBe('no-store');
    expect(old.headers['referrer-policy']).toBe('no-referrer');
    expect((await codeExchange(t, idp, fan.sub)).status).toBe(409);
  });

  it('ends every session on a password reset, voids pending links and names the linked providers', async () => {
    const account = freshAccount();
    await registerAccount(t, account);
    const owner = addPerson(idp, { email: account.email });
    await codeExchange(t, idp, owner.sub);
    expect(
      (await confirm(await mailedLink(t.dataDir, account.email, providerLinkPagePath))).statusCode,
    ).toBe(200);
    const viaProvider = await codeExchange(t, idp, owner.sub);
    const viaPassword = await loginAs(t, account, 'device-b');

    // A second provider account claiming the address waits for a confirmation …
    const other = addPerson(idp, { email: account.email });
    expect((await codeExchange(t, idp, other.sub)).status).toBe(409);
    const pending = await mailedLink(t.dataDir, account.email, providerLinkPagePath);

    await call(t, {
      url: '/api/user/forgot_password',
      body: { email: account.email },
      address: account.address,
    });
    const reset = await mailedLink(t.dataDir, account.email, '/auth/password/reset/');
    const resetMail = (await mailsTo(t.dataDir, account.email)).find((m) =>
      m.includes('/auth/password/reset/'),
    );
    expect(resetMail).toMatch(/can also open your account: the federation\./);
    const done = await call(t, {
      url: '/api/user/reset_password',
      body: { token: reset.searchParams.get('token'), password: 'Fresh-Floodlight-Season-42' },
    });
    expect(done.status).toBe(200);

    expect(await profileStatus(viaProvider.body.token)).toBe(401);
    expect(await profileStatus(viaPassword.tokenData.access_token)).toBe(401);
    // … and the reset voided it.
    expect((await confirm(pending)).statusCode).toBe(401);
    expect((await codeExchange(t, idp, other.sub)).status).toBe(409);
  });

  it('never answers tokens to a registration that an unverified provider email started', async () => {
    const victim = freshAccount('victim');
    const attacker = addPerson(idp, { email: victim.email, email_verified: false });
    await codeExchange(t, idp, attacker.sub);
    await registerAccount(t, victim);
    const session = await loginAs(t, victim);
    // The attacker's provider login does not open the account the owner made.
    expect((await codeExchange(t, idp, attacker.sub)).status).toBe(401);
    expect(await profileStatus(session.tokenData.access_token)).toBe(200);
  });
});
