// Helpers for the account tests: an app with its own data folder, and calls as a browser makes them.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuthAnswerContent } from '@touchline/contract/auth-answers';
import { vi } from 'vitest';
import { createTestApp, hosts, type TestApp } from '../../../test/test-app';

export const desktopAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
export const phoneAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

export interface AccountsTestApp extends TestApp {
  dataDir: string;
}

export async function createAccountsTestApp(
  env: Record<string, string> = {},
  now?: () => Date,
): Promise<AccountsTestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'touchline-accounts-'));
  const t = await createTestApp({ DATA_DIR: dataDir, ...env }, now);
  return {
    ...t,
    dataDir,
    close: async () => {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique, valid email and an address of its own, so rate limits of one test never touch another. */
export const freshAccount = (prefix = 'viewer') => {
  counter += 1;
  const n = `${Date.now().toString(36)}${counter}`;
  return {
    email: `${prefix}.${n}@example.com`,
    password: `Terrace-${n}-Floodlight`,
    address: `10.${counter % 250}.${Math.floor(counter / 250) % 250}.${(counter * 7) % 250}`,
  };
};

export interface Call {
  method?: 'GET' | 'POST';
  url: string;
  body?: unknown;
  token?: string;
  host?: string;
  address?: string;
  agent?: string;
  /** Sent as Accept-Language, as the portal sends its active locale. */
  language?: string;
  headers?: Record<string, string>;
}

export async function call<T = unknown>(t: TestApp, c: Call) {
  const response = await t.app.inject({
    method: c.method ?? 'POST',
    url: c.url,
    remoteAddress: c.address ?? '10.200.0.1',
    headers: {
      host: c.host ?? hosts.touchline,
      'user-agent': c.agent ?? desktopAgent,
      ...(c.token ? { 'x-authorization': `Bearer ${c.token}` } : {}),
      ...(c.language ? { 'accept-language': c.language } : {}),
      ...c.headers,
    },
    ...(c.body !== undefined ? { payload: c.body as Record<string, unknown> } : {}),
  });
  return { status: response.statusCode, headers: response.headers, body: response.json<T>() };
}

export const registerBody = (
  account: { email: string; password: string },
  deviceId = 'device-a',
) => ({
  email: account.email,
  password: account.password,
  displayName: 'Ana Viewer',
  device_id: deviceId,
  device_name: 'Chrome on Linux',
  strategy: 'refresh',
});

export const loginBody = (account: { email: string; password: string }, deviceId = 'device-a') => ({
  username: account.email,
  password: account.password,
  device_id: deviceId,
  device_name: `Browser ${deviceId}`,
  strategy: 'refresh',
});

export async function registerAccount(
  t: TestApp,
  account: { email: string; password: string; address: string },
  host: string = hosts.touchline,
) {
  const response = await call(t, {
    url: '/api/user/register',
    body: registerBody(account),
    address: account.address,
    host,
  });
  if (response.status !== 200) throw new Error(`register failed: ${JSON.stringify(response.body)}`);
}

export async function loginAs(
  t: TestApp,
  account: { email: string; password: string; address: string },
  deviceId = 'device-a',
  host: string = hosts.touchline,
) {
  const response = await call<AuthAnswerContent>(t, {
    url: '/api/user/login',
    body: loginBody(account, deviceId),
    address: account.address,
    host,
  });
  if (response.status !== 200) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
  return response.body.content;
}

/** The newest link to `path` in the outbox mail to `email` (quoted-printable undone). */
export async function mailedLink(dataDir: string, email: string, path: string): Promise<URL> {
  const outbox = join(dataDir, 'outbox');
  return vi.waitFor(
    async () => {
      const files = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
      for (const file of files) {
        const mail = (await readFile(join(outbox, file), 'utf8'))
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=');
        if (!mail.includes(`To: ${email}`)) continue;
        const link = new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_.%-]+`).exec(mail);
        if (link) return new URL(link[0]);
      }
      throw new Error(`no mail to ${email} with a link to ${path}`);
    },
    { timeout: 5_000, interval: 50 },
  );
}

/** Every outbox mail to `email`, oldest first, quoted-printable undone. */
export async function mailsTo(dataDir: string, email: string): Promise<string[]> {
  const outbox = join(dataDir, 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[])).sort();
  const mails = await Promise.all(
    files.map(async (file) =>
      (await readFile(join(outbox, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '='),
    ),
  );
  return mails.filter((mail) => mail.includes(`To: ${email}`));
}
