// PKCE (RFC 7636) and `state` for the code flows the popup runs. The verifier never leaves this
// page's memory until the code exchange sends it, with the code, to POST /api/oauth2/token.
const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** 32 random bytes: 43 characters of the unreserved alphabet, as RFC 7636 §4.1 asks. */
export const randomToken = () => base64Url(crypto.getRandomValues(new Uint8Array(32)));

const sha256Url = async (text: string) =>
  base64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));

/**
 * A sign-in's nonce: the provider gets only its hash, which the id token then carries; the value
 * itself stays in this page and goes to the server with the exchange, which checks the two
 * match. An id token seen elsewhere is useless without it.
 */
export interface SignInNonce {
  nonce: string;
  /** BASE64URL(SHA-256(nonce)): the `nonce` parameter of the authorization request. */
  hash: string;
}

export async function newNonce(): Promise<SignInNonce> {
  const nonce = randomToken();
  return { nonce, hash: await sha256Url(nonce) };
}

export interface PkceAttempt {
  verifier: string;
  /** BASE64URL(SHA-256(verifier)), sent as code_challenge with method S256. */
  challenge: string;
  /** Binds the callback to this attempt: an answer carrying another state is refused. */
  state: string;
  /** Binds the id token the code redeems to this attempt. */
  nonce: SignInNonce;
}

export async function newPkceAttempt(): Promise<PkceAttempt> {
  const verifier = randomToken();
  return {
    verifier,
    challenge: await sha256Url(verifier),
    state: randomToken(),
    nonce: await newNonce(),
  };
}
