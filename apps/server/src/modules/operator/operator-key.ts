// Operator keys: a tenant's operators present one in `X-Operator-Key`; only its SHA-256 hash is
// stored and looked up (a key is 32 random bytes, so an unsalted fast hash is enough).
import { createHash, randomBytes } from 'node:crypto';

export const operatorKeyHeader = 'x-operator-key';

export const hashOperatorKey = (key: string) =>
  createHash('sha256').update(key, 'utf8').digest('hex');

/** A fresh key for a tenant that is not a demo: 32 random bytes, URL-safe. */
export const newOperatorKey = () => `op_${randomBytes(32).toString('base64url')}`;

/**
 * The demo tenants' keys. They are public on purpose (printed by `npm run operator -- --help`), like
 * the demo accounts: a real tenant gets its own key from `newOperatorKey`.
 */
export const demoOperatorKeys: Readonly<Record<string, string>> = {
  touchline: 'op_demo_touchline_operator',
  harbour: 'op_demo_harbour_operator',
};
