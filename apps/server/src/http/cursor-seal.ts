// Paging cursors are sealed: the server's own text plus a MAC over it and the tenant, so a client
// can only send back what the server gave it, in the tenant that gave it. A hand-made or altered
// cursor, or one from another tenant, does not open (the list answers 400 naming `cursor`).
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface CursorSeal {
  /** `body` (base64url text) with its seal appended. */
  seal(tenantId: string, body: string): string;
  /** The body of a cursor this server sealed for the tenant, else null. */
  open(tenantId: string, cursor: string): string | null;
}

/** 128 bits: enough against forgery, short enough for a URL. */
const macBytes = 16;
/** Its base64url length: the seal is the cursor's last characters, no separator needed, so a
 * sealed cursor keeps the contract's character set (`[A-Za-z0-9_-]`). */
const sealLength = Math.ceil((macBytes * 4) / 3);

export function createCursorSeal(key: Uint8Array): CursorSeal {
  const mac = (tenantId: string, body: string) =>
    createHmac('sha256', key)
      .update(tenantId)
      .update('\u0000')
      .update(body)
      .digest()
      .subarray(0, macBytes);
  return {
    seal: (tenantId, body) => `${body}${mac(tenantId, body).toString('base64url')}`,
    open(tenantId, cursor) {
      if (cursor.length <= sealLength) return null;
      const body = cursor.slice(0, -sealLength);
      const given = Buffer.from(cursor.slice(-sealLength), 'base64url');
      const expected = mac(tenantId, body);
      return given.length === expected.length && timingSafeEqual(given, expected) ? body : null;
    },
  };
}
