// A push service on 127.0.0.1 for tests (ADR 051): it holds each subscription's browser-side keys,
// takes what the server sends as a real push service would (RFC 8030), checks the VAPID JWT
// (RFC 8292) and decrypts the payload with the subscription's private key (RFC 8291, aes128gcm)
// through http_ece. A path answers 410 when told to, as a push service does for an expired one.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';

export interface ReceivedPush {
  path: string;
  /** The decrypted payload, parsed. */
  notice: { title: string; body: string; url: string; tag: string };
  /** The VAPID public key (`k=`) the JWT was verified with. */
  vapidKey: string;
  jwt: { aud: string; sub: string; exp: number };
  headers: IncomingMessage['headers'];
}

interface BrowserKeys {
  ecdh: ReturnType<typeof createECDH>;
  auth: string;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Verifies `Authorization: vapid t=<jwt>, k=<key>` and returns its claims and key. */
async function checkVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4)
    throw new Error('the VAPID key is not an uncompressed P-256 point');
  const publicKey = await importJWK(
    { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    'ES256',
  );
  if (decodeProtectedHeader(token).alg !== 'ES256') throw new Error('the JWT is not ES256');
  const { payload } = await jwtVerify(token, publicKey, { audience: origin });
  const exp = Number(payload.exp);
  // RFC 8292 §2: no more than 24 hours ahead.
  if (!(exp * 1000 > Date.now() && exp * 1000 <= Date.now() + 24 * 3600_000))
    throw new Error(`the JWT's exp is out of range: ${exp}`);
  if (!/^(mailto:|https:)/.test(String(payload.sub))) throw new Error('the JWT has no subject');
  return { key, jwt: { aud: String(payload.aud), sub: String(payload.sub), exp } };
}

export async function startLocalPushService() {
  const browsers = new Map<string, BrowserKeys>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const failures: string[] = [];
  const waiters: (() => void)[] = [];

  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    void (async () => {
      const body = await readBody(request);
      if (gone.has(path)) {
        response.writeHead(410).end();
        return;
      }
      const keys = browsers.get(path);
      if (!keys || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm')
          throw new Error(`content-encoding ${request.headers['content-encoding']}`);
        if (!request.headers.ttl) throw new Error('no TTL header');
        const vapid = await checkVapid(request.headers.authorization, origin);
        const plain = decrypt(body, {
          version: 'aes128gcm',
          privateKey: keys.ecdh,
          authSecret: keys.auth,
        });
        received.push({
          path,
          notice: JSON.parse(plain.toString('utf8')) as ReceivedPush['notice'],
          vapidKey: vapid.key,
          jwt: vapid.jwt,
          headers: request.headers,
        });
        response.writeHead(201).end();
      } catch (error) {
        failures.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
        response.writeHead(400).end();
      }
      for (const wake of waiters.splice(0)) wake();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    failures,
    /** A browser's subscription at `path`: the endpoint and the keys a browser would send. */
    subscription(path: string) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = b64url(randomBytes(16));
      browsers.set(path, { ecdh, auth });
      return {
        endpoint: `${origin}${path}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth },
      };
    },
    /** The push service forgets the subscription: it answers 410 Gone from now on. */
    expire(path: string) {
      gone.add(path);
    },
    /** Waits until `count` pushes (or failures) reached `path`. */
    async waitFor(path: string, count = 1, timeoutMs = 60_000): Promise<ReceivedPush[]> {
      const deadline = Date.now() + timeoutMs;
      const done = () =>
        received.filter((push) => push.path === path).length >= count ||
        failures.some((failure) => failure.startsWith(`${path}:`));
      while (!done()) {
        if (Date.now() > deadline) throw new Error(`no push reached ${path}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 500);
        });
      }
      if (failures.length > 0) throw new Error(failures.join('; '));
      return received.filter((push) => push.path === path);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type LocalPushService = Awaited<ReturnType<typeof startLocalPushService>>;
