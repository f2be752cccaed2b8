// Random opaque tokens (refresh tokens, reset links) and ids, the hash they are stored under, and
// the fingerprint of a password that short-lived tokens are bound to.
import { createHash, randomBytes } from 'node:crypto';

/** 256 bits, URL-safe. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
/** SHA-256 suffices for 256-bit random tokens: there is nothing to guess that a slow hash would protect. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');
export const newId = () => randomBytes(12).toString('base64url');

/**
 * Changes whenever the account's password does (a first one set by a reset included): tokens
 * that carry it (the limited device token, a provider-link confirmation) end with the password.
 */
export const passwordFingerprint = (user: { id: string; passwordHash: string | null }) =>
  createHash('sha256')
    .update(`${user.id}:${user.passwordHash ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
