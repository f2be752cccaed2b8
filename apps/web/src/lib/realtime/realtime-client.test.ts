import { describe, expect, it, vi } from 'vitest';
import { FakeSocket } from './fake-socket';
import { createRealtimeClient, type RealtimeClientOptions } from './realtime-client';
import type { SocketAuthProvider } from './socket-port';

function setup(overrides: Partial<RealtimeClientOptions> = {}) {
  const socket = new FakeSocket();
  let auth: SocketAuthProvider | null = null;
  const connect = vi.fn((_base: string, provider: SocketAuthProvider) => {
    auth = provider;
    return Promise.resolve(socket);
  });
  const client = createRealtimeClient({
    base: 'https://tv.example.org',
    customer: 'tl',
    connect,
    ...overrides,
  });
  return { socket, client, connect, auth: () => auth };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const urlChange = { eventId: 'e1', eventUrl: '/media/live/e1/master.m3u8' };

describe('createRealtimeClient', () => {
  it('connects once, on first use, to the base', async () => {
    const { client, connect } = setup();
    expect(connect).not.toHaveBeenCalled();
    client.joinEventRoom('e1');
    client.joinEventRoom('e2');
    await settle();
    expect(connect).toHaveBeenCalledTimes(1);
    expect(connect.mock.calls[0]?.[0]).toBe('https://tv.example.org');
  });

  it('joins when connected, leaves with the customer, and re-joins after a reconnection', async () => {
    const { client, socket } = setup();
    const leaveE1 = client.joinEventRoom('e1');
    await settle();
    expect(socket.emitted).toEqual([]);
    socket.connect();
    expect(socket.emitted).toEqual([['join-event-room', { eventId: 'e1' }]]);

    const leaveE2 = client.joinEventRoom('e2');
    expect(socket.emitted.at(-1)).toEqual(['join-event-room', { eventId: 'e2' }]);
    leaveE1();
    leaveE1();
    expect(socket.emitted.at(-1)).toEqual(['leave-event-room', { eventId: 'e1', customer: 'tl' }]);
    expect(socket.emitted.filter(([name]) => name === 'leave-event-room')).toHaveLength(1);

    socket.emitted = [];
    socket.drop();
    socket.connect();
    expect(socket.emitted).toEqual([['join-event-room', { eventId: 'e2' }]]);
    leaveE2();
  });

  it('keeps a room while any holder still wants it', async () => {
    const { client, socket } = setup();
    const first = client.joinEventRoom('e1');
    await settle();
    socket.connect();
    const second = client.joinEventRoom('e1');
    expect(socket.emitted).toEqual([['join-event-room', { eventId: 'e1' }]]);
    first();
    expect(socket.emitted).toHaveLength(1);
    second();
    expect(socket.emitted.at(-1)).toEqual(['leave-event-room', { eventId: 'e1', customer: 'tl' }]);
  });

  it('hands server messages to listeners until they stop listening', async () => {
    const { client, socket } = setup();
    const early = vi.fn();
    const stopEarly = client.on('event-url-change', early);
    client.joinEventRoom('e1');
    await settle();
    const late = vi.fn();
    client.on('event-url-change', late);
    expect(socket.listenerCount('event-url-change')).toBe(1);

    socket.deliver('event-url-change', urlChange);
    expect(early).toHaveBeenCalledWith(urlChange);
    expect(late).toHaveBeenCalledWith(urlChange);
    stopEarly();
    socket.deliver('event-url-change', urlChange);
    expect(early).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledTimes(2);
  });

  it('sends the access token in the handshake when signed in', async () => {
    const signedIn = setup({ getToken: () => Promise.resolve('access-1') });
    signedIn.client.joinEventRoom('e1');
    await settle();
    const answer = await new Promise((resolve) => signedIn.auth()?.(resolve));
    expect(answer).toEqual({ token: 'access-1' });

    const signedOut = setup({ getToken: () => Promise.resolve(null) });
    signedOut.client.joinEventRoom('e1');
    await settle();
    expect(await new Promise((resolve) => signedOut.auth()?.(resolve))).toEqual({});

    const failing = setup({ getToken: () => Promise.reject(new Error('refresh failed')) });
    failing.client.joinEventRoom('e1');
    await settle();
    expect(await new Promise((resolve) => failing.auth()?.(resolve))).toEqual({});
  });

  it('reports a socket that cannot be set up and tries again on the next use', async () => {
    const onError = vi.fn();
    const socket = new FakeSocket();
    const connect = vi
      .fn()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(socket);
    const client = createRealtimeClient({
      base: 'https://tv.example.org',
      customer: 'tl',
      connect,
      onError,
    });
    client.joinEventRoom('e1');
    await settle();
    expect(onError).toHaveBeenCalledWith(new Error('chunk failed'));
    client.joinEventRoom('e2');
    await settle();
    socket.connect();
    expect(socket.emitted).toEqual([
      ['join-event-room', { eventId: 'e1' }],
      ['join-event-room', { eventId: 'e2' }],
    ]);
  });

  it('disconnects on close', async () => {
    const { client, socket } = setup();
    client.joinEventRoom('e1');
    await settle();
    client.close();
    expect(socket.disconnected).toBe(true);
  });

  it('joins the user room on every connection, reconnecting first when already connected', async () => {
    const { client, socket } = setup();
    client.joinEventRoom('e1');
    await settle();
    socket.connect();
    socket.emitted = [];
    const leave = client.joinUserRoom('u1');
    expect(socket.disconnected).toBe(true);
    expect(socket.emitted).toContainEqual(['join-user-room', { userId: 'u1' }]);
    socket.emitted = [];
    socket.connect();
    expect(socket.emitted).toContainEqual(['join-user-room', { userId: 'u1' }]);
    socket.emitted = [];
    leave();
    expect(socket.emitted).toEqual([['leave-user-room', { userId: 'u1' }]]);
    socket.connect();
    expect(socket.emitted.some(([name]) => name === 'join-user-room')).toBe(false);
  });

  it('connects again without the token when the server refuses it, until the next sign-in', async () => {
    const { client, socket, auth } = setup({ getToken: () => Promise.resolve('stale') });
    const token = () => new Promise((resolve) => auth()?.(resolve));
    client.joinEventRoom('e1');
    await settle();
    expect(await token()).toEqual({ token: 'stale' });

    // Another refusal (a page of another site) is not about the token: nothing to try.
    socket.refuse({ error: 'forbidden', messageErrorCode: 'forbidden', message: 'no' });
    expect(socket.connected).toBe(false);

    socket.refuse({ error: 'invalid_token', messageErrorCode: 'invalid_token', message: 'no' });
    // The fake connects at once; the real socket asks the auth provider first.
    expect(socket.connected).toBe(true);
    expect(socket.emitted).toContainEqual(['join-event-room', { eventId: 'e1' }]);
    expect(await token()).toEqual({});

    // Refused again without a token: no loop.
    socket.disconnected = false;
    socket.refuse({ error: 'invalid_token', messageErrorCode: 'invalid_token', message: 'no' });
    expect(socket.connected).toBe(false);

    // A sign-in brings a new token: the next handshake carries it.
    client.joinUserRoom('u1');
    expect(socket.disconnected).toBe(true);
    expect(socket.connected).toBe(true);
    expect(await token()).toEqual({ token: 'stale' });
  });
});
