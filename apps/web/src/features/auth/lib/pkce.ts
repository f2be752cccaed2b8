// PKCE (RFC 7636) and `state` for the code flows the popup runs. The verifier never leaves this
// page's memory until the code exchange sends it, with the code, to POST /api/oauth2/token.
const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** 32 random bytes: 43 characters of the unreserved alphabet, as RFC 7636 §4.1 asks. */
export const randomToken = () => base64Url(crypto.getRandomValues(new Uint8Array(32)));

export interface PkceAttempt {
  verifier: string;
  /** BASE64URL(SHA-256(verifier)), sent as code_challenge with method S256. */
  challenge: string;
  /** Binds the callback to this attempt: an answer carrying another state is refused. */
  state: string;
}

export async function newPkceAttempt(): Promise<PkceAttempt> {
  const verifier = randomToken();
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return { verifier, challenge: base64Url(new Uint8Array(digest)), state: randomToken() };
}
