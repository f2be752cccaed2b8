// What the browser learns of a Stripe portal (ADR 060): the provider and Stripe.js's publishable
// key in the customer config of every tenant (never the secret key nor the webhook secret), and a
// page policy that lets Stripe.js load, frame its card field and 3-D Secure, and call its API.
// The sandbox's pages get none of that (security-headers.test.ts).
import type { CustomerConfig } from '@touchline/contract/customer-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebDist } from '../../../test/fake-web-dist';
import { createTestApp, hosts, type TestApp } from '../../../test/test-app';

const secretKey = 'sk_test_secretPart0123456789';
const publishableKey = 'pk_test_publicPart0123456789';
const webhookSecret = 'whsec_hookPart0123456789';
const dist = fakeWebDist(
  '<!doctype html><html><head><!--touchline-config--><!--touchline-theme--></head><body><div id="root"></div><script type="module" src="/assets/index-3f2a1b.js"></script></body></html>',
);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    WEB_DIST: dist.dir,
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_PUBLISHABLE_KEY: publishableKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    // Never called here: the config and the page need no Stripe answer.
    STRIPE_API_URL: 'http://127.0.0.1:9',
  });
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

const get = (host: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html,*/*' } });

function directives(policy: unknown): Map<string, string[]> {
  expect(typeof policy).toBe('string');
  return new Map(
    (policy as string).split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('a portal whose provider is Stripe', () => {
  it('tells every tenant the provider and the publishable key, never a secret', async () => {
    for (const host of [hosts.touchline, hosts.harbour]) {
      const answer = await get(host, '/api/customer/config');
      expect(answer.statusCode).toBe(200);
      const config = answer.json<{ content: CustomerConfig }>().content;
      expect(config.paymentProvider).toBe('stripe');
      expect(config.cardPaymentPublicKey).toBe(publishableKey);
      expect(answer.body).not.toContain('secretPart');
      expect(answer.body).not.toContain('hookPart');
    }
    // The config injected into the page says the same.
    const page = await get(hosts.harbour, '/');
    expect(page.body).toContain(publishableKey);
    expect(page.body).toContain('"paymentProvider":"stripe"');
    expect(page.body).not.toContain('secretPart');
  });

  it('lets the pages load Stripe.js, frame its fields and challenge, and reach its API', async () => {
    const policy = directives(
      (await get(hosts.touchline, '/account/billing/')).headers['content-security-policy'],
    );
    expect(policy.get('script-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']),
    );
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('frame-src')).toEqual(
      expect.arrayContaining([
        'https://js.stripe.com',
        'https://*.js.stripe.com',
        'https://hooks.stripe.com',
      ]),
    );
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    // An API answer keeps its closed policy: nothing opened from it may load Stripe.js.
    const api = await get(hosts.touchline, '/api/customer/config');
    const closed = directives(api.headers['content-security-policy']);
    expect(closed.get('default-src')).toEqual(["'none'"]);
    expect(closed.has('script-src')).toBe(false);
  });
});
