import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

const cwd = '/srv/touchline';

describe('loadConfig', () => {
  it('uses Stripe only with its secret key, and reads another API address for tests', () => {
    expect(loadConfig({}, cwd).stripe).toBeNull();
    expect(
      loadConfig(
        {
          STRIPE_SECRET_KEY: 'sk_test_abcdefgh123',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_abcdefgh123',
          STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh123',
          STRIPE_API_URL: 'http://127.0.0.1:12111',
        },
        cwd,
      ).stripe,
    ).toEqual({
      secretKey: 'sk_test_abcdefgh123',
      publishableKey: 'pk_test_abcdefgh123',
      webhookSecret: 'whsec_abcdefgh123',
      api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc' }, cwd)).toThrow(
      /STRIPE_SECRET_KEY:/,
    );
  });

  it('needs the publishable key of the same mode beside the secret key, and never alone', () => {
    const secret = { STRIPE_SECRET_KEY: 'sk_test_abcdefgh123' };
    expect(() => loadConfig(secret, cwd)).toThrow(/STRIPE_PUBLISHABLE_KEY: is needed/);
    expect(() =>
      loadConfig({ ...secret, STRIPE_PUBLISHABLE_KEY: 'pk_live_abcdefgh123' }, cwd),
    ).toThrow(/STRIPE_PUBLISHABLE_KEY: must be a test key/);
    expect(() => loadConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_abcdefgh123' }, cwd)).toThrow(
      /STRIPE_PUBLISHABLE_KEY: needs STRIPE_SECRET_KEY/,
    );
    // A secret key is refused where the browser's key goes.
    for (const bad of ['sk_test_abcdefgh123', 'pk_test_abc', 'pk_test_abc def123'])
      expect(() => loadConfig({ ...secret, STRIPE_PUBLISHABLE_KEY: bad }, cwd), bad).toThrow(
        /STRIPE_PUBLISHABLE_KEY: must be a Stripe publishable key/,
      );
  });
});
