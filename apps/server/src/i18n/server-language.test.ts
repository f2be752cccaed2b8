// The server answers in the viewer's language (ADR 040): error messages on the wire and the mail
// it sends on a request's behalf; the error codes stay the same in every language.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { WireError } from '@touchline/contract/errors';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  call,
  createAccountsTestApp,
  freshAccount,
  registerAccount,
  type AccountsTestApp,
} from '../modules/auth/accounts-test-kit';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

const wrongPassword = (account: { email: string; address: string }, language?: string) =>
  call<WireError>(t, {
    url: '/api/user/login',
    body: {
      username: account.email,
      password: 'Not-The-Right-One-42',
      device_id: 'device-l',
      device_name: 'x',
      strategy: 'refresh',
    },
    address: account.address,
    language,
  });

/** Bytes of quoted-printable text ("=D1=81" → 0xD1 0x81). */
function quotedBytes(text: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? /^[0-9A-F]{2}/i.exec(text.slice(i + 1))?.[0] : undefined;
    if (hex) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
  }
  return bytes;
}

/** The subject and body of the outbox mails to `email`: encoded words and base64 undone. */
async function mailsIn(email: string) {
  const outbox = join(t.dataDir, 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[])).sort();
  const raws = await Promise.all(files.map((file) => readFile(join(outbox, file), 'utf8')));
  return raws
    .map((raw) => {
      const [head = '', ...rest] = raw.split('\r\n\r\n');
      const headers = head.replace(/\r\n[ \t]+/g, ' ');
      const field = (name: string) =>
        headers
          .split('\r\n')
          .find((line) => line.startsWith(`${name}: `))
          ?.slice(name.length + 2) ?? '';
      // Adjacent encoded words are one text, split anywhere: their bytes are joined first.
      const words = [...field('Subject').matchAll(/=\?UTF-8\?Q\?([^?]*)\?=/gi)];
      const subject = words.length
        ? Buffer.from(words.flatMap((w) => quotedBytes((w[1] ?? '').replace(/_/g, ' ')))).toString(
            'utf8',
          )
        : field('Subject');
      const body = rest.join('\r\n\r\n');
      const text =
        field('Content-Transfer-Encoding') === 'base64'
          ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
          : Buffer.from(quotedBytes(body.replace(/=\r\n/g, ''))).toString('utf8');
      return { to: field('To'), subject, text };
    })
    .filter((mail) => mail.to === email);
}

describe('server texts in the viewer language', () => {
  it('translate the message of a failure and keep its code', async () => {
    const account = freshAccount('lang');
    await registerAccount(t, account);
    const english = await wrongPassword(account);
    const polish = await wrongPassword(account, 'pl');
    const korean = await wrongPassword(account, 'ko-KR, en;q=0.5');
    expect([english.status, polish.status, korean.status]).toEqual([401, 401, 401]);
    for (const answer of [english, polish, korean]) {
      expect(answer.body).toMatchObject({
        error: 'invalid_credentials',
        messageErrorCode: 'invalid_credentials',
      });
    }
    expect(polish.body.message).toBe('Adres e-mail lub hasło są nieprawidłowe.');
    expect(korean.body.message).toBe('이메일 주소 또는 비밀번호가 올바르지 않습니다.');
    expect(english.body.message).not.toBe(polish.body.message);
  });

  it('translate the answers of unknown routes and of malformed requests', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-call',
      headers: { host: 'localhost', 'accept-language': 'uk-UA' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      error: 'not_found',
      message: 'Ми не знайшли те, що ви шукали.',
    });
    const invalid = await call<WireError>(t, {
      url: '/api/user/login',
      body: { username: 42 },
      language: 'fr-CA',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toBe('validation_error');
    // Canadian French falls back to French where it has no text of its own.
    expect(invalid.body.message).toBe('Certaines des informations envoyées ne sont pas valides.');
    expect(invalid.body.fields?.length).toBeGreaterThan(0);
  });

  it("say what is wrong with each field of a bad sign-up in the viewer's language", async () => {
    const bad = {
      email: 'not-an-email',
      password: 'short',
      device_id: 'device-v',
      device_name: 'x',
      strategy: 'refresh',
      extra: true,
    };
    const signUp = (language?: string) =>
      call<WireError>(t, { url: '/api/user/register', body: bad, language });
    const [english, german, korean] = await Promise.all([signUp(), signUp('de'), signUp('ko')]);
    for (const answer of [english, german, korean]) {
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('validation_error');
    }
    const byPath = (answer: typeof german) =>
      Object.fromEntries((answer.body.fields ?? []).map((field) => [field.path, field.message]));
    // The same fields in every language, each said in that language.
    expect(Object.keys(byPath(german)).sort()).toEqual(Object.keys(byPath(english)).sort());
    expect(byPath(german)).toEqual({
      email: 'ist keine gültige E-Mail-Adresse',
      password: 'ist zu kurz (Mindestlänge 8)',
      displayName: 'ist erforderlich',
      extra: 'ist nicht erlaubt',
    });
    expect(byPath(korean)).toMatchObject({
      password: '너무 짧습니다 (최소 길이 8)',
      displayName: '필수 항목입니다',
    });
    // English keeps the schema's own words.
    expect(byPath(english).extra).toBe('is not allowed');
    expect(byPath(english).password).not.toBe(byPath(german).password);
  });

  it('write the reset mail in the language of the request that asked for it', async () => {
    const account = freshAccount('lang-mail');
    await registerAccount(t, account);
    const asked = await call(t, {
      url: '/api/user/forgot_password',
      body: { email: account.email },
      address: account.address,
      language: 'uk-UA',
    });
    expect(asked.status).toBe(200);
    const mail = await vi.waitFor(
      async () => {
        const [first] = await mailsIn(account.email);
        if (!first) throw new Error('no mail yet');
        return first;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(mail.subject).toMatch(/: скидання пароля$/);
    expect(mail.text).toContain('Хтось попросив скинути пароль');
    expect(mail.text).toContain('/auth/password/reset/?token=');
    expect(mail.text).not.toMatch(/reset the password|ignore this mail/);
  });
});
