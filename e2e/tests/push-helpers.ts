// The push service of platform-push.spec.ts: a browser's subscription whose endpoint is on
// 127.0.0.1 (the server may send there: OUTBOUND_ALLOWED_HOSTS in playwright.config.ts), with
// keys the test made. What arrives is checked as a push service would (the VAPID JWT, RFC 8292)
// and decrypted as the browser would (RFC 8291 aes128gcm, with http_ece).
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { decrypt } from 'http_ece';

export interface Notice {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Checks `vapid t=<jwt>, k=<key>`: an ES256 JWT for this origin, signed by the key it names. */
function checkVapid(header: string | undefined, origin: string): string {
  const [, token = '', key = ''] =
    /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '') ?? [];
  const [head = '', claims = '', signature = ''] = token.split('.');
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
  };
  if (!signed) throw new Error('the VAPID JWT signature does not verify');
  if (payload.aud !== origin) throw new Error(`the VAPID JWT is for ${payload.aud}`);
  if (!payload.exp || payload.exp * 1000 < Date.now()) throw new Error('the VAPID JWT expired');
  return key;
}

export async function startPushService(port: number) {
  const origin = `http://127.0.0.1:${port}`;
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = b64url(randomBytes(16));
  const path = `/push/${b64url(randomBytes(6))}`;
  const notices: Notice[] = [];
  const failures: string[] = [];
  const vapidKeys = new Set<string>();

  const server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      try {
        if (request.url !== path) throw new Error(`unknown subscription ${request.url}`);
        vapidKeys.add(checkVapid(request.headers.authorization, origin));
        const plain = decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth });
        notices.push(JSON.parse(plain.toString('utf8')) as Notice);
        response.writeHead(201).end();
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

  return {
    /** What the page's PushManager.subscribe answers, as PushSubscription.toJSON() gives it. */
    subscription: {
      endpoint: `${origin}${path}`,
      keys: { p256dh: b64url(ecdh.getPublicKey()), auth },
    },
    notices,
    failures,
    vapidKeys,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
