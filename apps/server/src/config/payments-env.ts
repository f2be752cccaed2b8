// Card payments: Stripe when its keys are set, the sandbox otherwise (ADR 060).
import { z } from 'zod';
import { ConfigError } from './config-error';
import { urlWithProtocols } from './env-values';

export const paymentsEnv = z.object({
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/, 'must be a Stripe secret or restricted key')
    .optional(),
  /** Stripe.js's key, sent to browsers in the customer config; must be of the secret key's mode. */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(
      /^pk_(test|live)_[A-Za-z0-9]{8,}$/,
      'must be a Stripe publishable key (pk_test_… or pk_live_…)',
    )
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]{8,}$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  /** Another address for Stripe's API (a local server speaking it, in tests); default Stripe's. */
  STRIPE_API_URL: urlWithProtocols(['http', 'https']).optional(),
});

export interface PaymentsConfig {
  /** The Stripe provider when a secret key is set (else the sandbox), and its webhook's secret. */
  stripe: {
    secretKey: string;
    /** Stripe.js's key for the checkout's card form (public: it reaches every browser). */
    publishableKey: string;
    webhookSecret: string | null;
    api: { host: string; port: number; protocol: 'http' | 'https' } | null;
  } | null;
}

export function paymentsConfig(e: z.infer<typeof paymentsEnv>): PaymentsConfig {
  return { stripe: stripeOf(e) };
}

/** Stripe needs both keys, of one mode: a live secret key with a test form key charges nothing. */
function stripeOf(e: z.infer<typeof paymentsEnv>): PaymentsConfig['stripe'] {
  const secretKey = e.STRIPE_SECRET_KEY;
  const publishableKey = e.STRIPE_PUBLISHABLE_KEY;
  if (!secretKey) {
    if (publishableKey)
      throw new ConfigError([
        { variable: 'STRIPE_PUBLISHABLE_KEY', message: 'needs STRIPE_SECRET_KEY' },
      ]);
    return null;
  }
  if (!publishableKey)
    throw new ConfigError([
      {
        variable: 'STRIPE_PUBLISHABLE_KEY',
        message: 'is needed with STRIPE_SECRET_KEY (the checkout’s card form uses it)',
      },
    ]);
  const modeOf = (key: string) => (key.includes('_live_') ? 'live' : 'test');
  if (modeOf(secretKey) !== modeOf(publishableKey))
    throw new ConfigError([
      {
        variable: 'STRIPE_PUBLISHABLE_KEY',
        message: `must be a ${modeOf(secretKey)} key, as STRIPE_SECRET_KEY is`,
      },
    ]);
  return {
    secretKey,
    publishableKey,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
    api: e.STRIPE_API_URL ? stripeApi(e.STRIPE_API_URL) : null,
  };
}

function stripeApi(url: string) {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? ('http' as const) : ('https' as const);
  const port = parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443;
  return { host: parsed.hostname, port, protocol };
}
