// Operator keys: a tenant's operators present one in `X-Operator-Key`; only its SHA-256 hash is
// stored, and the comparison is on hashes of equal length in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const operatorKeyHeader = 'x-operator-key';

export const hashOperatorKey = (key: string) =>
  createHash('sha256').update(key, 'utf8').digest('hex');

export const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

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
