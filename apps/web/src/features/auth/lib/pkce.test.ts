import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newNonce, newPkceAttempt } from './pkce';

describe('PKCE attempt', () => {
  it('makes a 43-character verifier and its S256 challenge, and a fresh state each time', async () => {
    const first = await newPkceAttempt();
    const second = await newPkceAttempt();
    expect(first.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.challenge).toBe(createHash('sha256').update(first.verifier).digest('base64url'));
    expect(first.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.verifier).not.toBe(first.verifier);
    expect(second.state).not.toBe(first.state);
  });

  it('keeps a fresh nonce and sends only its SHA-256 to the provider', async () => {
    const { nonce } = await newPkceAttempt();
    expect(nonce.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(nonce.hash).toBe(createHash('sha256').update(nonce.nonce).digest('base64url'));
    expect((await newNonce()).nonce).not.toBe(nonce.nonce);
  });
});
