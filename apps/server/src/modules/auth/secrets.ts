// Random opaque tokens (refresh tokens, reset links) and ids, and the hash they are stored under.
import { createHash, randomBytes } from 'node:crypto';

/** 256 bits, URL-safe. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
/** SHA-256 suffices for 256-bit random tokens: there is nothing to guess that a slow hash would protect. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');
export const newId = () => randomBytes(12).toString('base64url');
