// User rooms with a token verifier plugged in, as the accounts module will plug in its own.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import tenantPlugin from '../http/tenant-plugin';
import { createTenantResolver } from '../modules/tenants/tenant-resolver';
import { createTestApp, type TestApp } from '../../test/test-app';
import realtimePlugin from './realtime-plugin';
import type { AuthenticateSocket } from './socket-auth';
import { ask, connectClient, nextMessage, recordMessages } from './test-clients';

let t: TestApp;
let app: FastifyInstance;
let address: string;
let host: string;
const sockets: Socket[] = [];

/** Tokens of the form `user:{id}@{tenant slug}`. */
const authenticate: AuthenticateSocket = (token, tenant) => {
  const match = /^user:([^@]+)@(.+)$/.exec(token);
  return Promise.resolve(match && match[2] === tenant.slug ? (match[1] ?? null) : null);
};

beforeAll(async () => {
  t = await createTestApp();
  app = Fastify();
  await app.register(tenantPlugin, {
    resolver: createTenantResolver(t.database.appDb, { defaultTenant: 'touchline' }),
  });
  await app.register(realtimePlugin, {
    db: t.database.appDb,
    redisUrl: null,
    authenticateSocket: authenticate,
  });
  address = await app.listen({ port: 0, host: '127.0.0.1' });
  host = `localhost:${new URL(address).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await app.close();
  await t.close();
});

const asUser = async (token: string) => {
  const socket = await connectClient(address, { host, auth: { token } });
  sockets.push(socket);
  return socket;
};

const removal = { deviceId: 'device-1' };

describe('user rooms with a token verifier', () => {
  it("lets a socket join only its own user's room and delivers to every device there", async () => {
    const phone = await asUser('user:u1@touchline');
    const laptop = await asUser('user:u1@touchline');
    const someoneElse = await asUser('user:u2@touchline');
    const received = recordMessages(someoneElse);

    expect(await ask(phone, 'join-user-room', { userId: 'u1' })).toEqual({ ok: true });
    expect(await ask(laptop, 'join-user-room', { userId: 'u1' })).toEqual({ ok: true });
    expect(await ask(someoneElse, 'join-user-room', { userId: 'u1' })).toMatchObject({
      error: 'forbidden',
    });
    expect(await ask(someoneElse, 'join-user-room', { userId: 'u2' })).toEqual({ ok: true });
    // Another tenant's token does not get that far: the handshake refuses it.
    await expect(asUser('user:u1@harbour')).rejects.toMatchObject({
      data: { error: 'invalid_token', messageErrorCode: 'invalid_token' },
    });

    const delivered = Promise.all([
      nextMessage(phone, 'remove-user-device'),
      nextMessage(laptop, 'remove-user-device'),
    ]);
    app.realtime.toUser('tn-touchline', 'u1', 'remove-user-device', removal);
    expect(await delivered).toEqual([removal, removal]);

    // Ordered delivery: once u2's own message arrived, u1's would have arrived before it.
    const own = nextMessage(someoneElse, 'remove-user-device');
    app.realtime.toUser('tn-touchline', 'u2', 'remove-user-device', { deviceId: 'device-2' });
    expect(await own).toEqual({ deviceId: 'device-2' });
    expect(received.map((m) => m.message)).toEqual([{ deviceId: 'device-2' }]);

    expect(await ask(laptop, 'leave-user-room', { userId: 'u1' })).toEqual({ ok: true });
    const laptopReceived = recordMessages(laptop);
    const again = nextMessage(phone, 'remove-user-device');
    app.realtime.toUser('tn-touchline', 'u1', 'remove-user-device', removal);
    await again;
    const marker = nextMessage(laptop, 'remove-user-device').catch(() => null);
    await ask(laptop, 'join-user-room', { userId: 'u1' });
    app.realtime.toUser('tn-touchline', 'u1', 'remove-user-device', { deviceId: 'marker' });
    expect(await marker).toEqual({ deviceId: 'marker' });
    expect(laptopReceived.map((m) => m.message)).toEqual([{ deviceId: 'marker' }]);
  });
});
