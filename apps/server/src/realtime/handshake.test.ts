// A refused socket handshake answers like an HTTP failure (decisions.md "Wire conventions"):
// socket.io hands the wire error to the client's `connect_error` as `err.data`, judged here by
// the robustness suite's own check (a known code, the same messageErrorCode, named fields).
import { errorStatus, type ErrorCode, type WireError } from '@touchline/contract/errors';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hosts, signedIn, type Viewer } from '../../test/personal-test-kit';
import { wireErrorProblem } from '../../test/robustness/attempts';
import { createAccountsTestApp, type AccountsTestApp } from '../modules/auth/accounts-test-kit';
import { ask, connected, openClient, type ClientOptions } from './test-clients';

let t: AccountsTestApp;
let address: string;
let port: number;
let touchlineViewer: Viewer;
let harbourViewer: Viewer;
const open: Socket[] = [];

beforeAll(async () => {
  // Outside demo mode an unknown host gets no default tenant (ADR 033).
  t = await createAccountsTestApp({ DEMO: 'off' });
  [touchlineViewer, harbourViewer] = await Promise.all([
    signedIn(t, hosts.touchline),
    signedIn(t, hosts.harbour),
  ]);
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});
afterAll(() => t.close());

const touchline = (over: Partial<ClientOptions> = {}): ClientOptions => ({
  host: `localhost:${port}`,
  ...over,
});

function openSocket(options: ClientOptions) {
  const socket = openClient(address, options);
  open.push(socket);
  return socket;
}

/** The refusal of a handshake: the error's `data`, checked to be the wire error of `code`. */
async function refusal(options: ClientOptions, code: ErrorCode): Promise<WireError> {
  const socket = openSocket(options);
  const error = await new Promise<Error & { data?: unknown }>((resolve) =>
    socket.once('connect_error', resolve),
  );
  expect(socket.connected).toBe(false);
  const data = error.data as WireError;
  expect(data, error.message).toMatchObject({ error: code, messageErrorCode: code });
  expect(wireErrorProblem(errorStatus[code], JSON.stringify(data))).toBeNull();
  expect(error.message).toBe(data.message);
  return data;
}

describe('a refused handshake carries the wire error', () => {
  it('a token that is not valid: invalid_token', async () => {
    await refusal(touchline({ auth: { token: 'not-a-token' } }), 'invalid_token');
  });

  it("another tenant's token: invalid_token, as any token this site did not issue", async () => {
    await refusal(touchline({ auth: { token: harbourViewer.token } }), 'invalid_token');
  });

  it('a page of another site: forbidden', async () => {
    await refusal(touchline({ origin: 'https://evil.example' }), 'forbidden');
  });

  it('a host no tenant has: not_found', async () => {
    await refusal({ host: `${hosts.unknown}:${port}` }, 'not_found');
  });

  it('a token that is no string: validation_error naming auth.token', async () => {
    const data = await refusal(touchline({ auth: { token: 42 } }), 'validation_error');
    expect(data.fields?.map((f) => f.path)).toEqual(['auth.token']);
  });
});

describe('an accepted handshake', () => {
  it("with the site's own token, or none, connects; only the token's user has a room", async () => {
    const signedInSocket = await connected(
      openSocket(touchline({ auth: { token: touchlineViewer.token } })),
    );
    expect(await ask(signedInSocket, 'join-user-room', { userId: touchlineViewer.userId })).toEqual(
      { ok: true },
    );
    const anonymous = await connected(openSocket(touchline({ auth: {} })));
    expect(
      await ask(anonymous, 'join-user-room', { userId: touchlineViewer.userId }),
    ).toMatchObject({ ok: false, error: 'forbidden', messageErrorCode: 'forbidden' });
    const samePage = await connected(openSocket(touchline({ origin: `http://localhost:${port}` })));
    expect(samePage.connected).toBe(true);
  });
});
