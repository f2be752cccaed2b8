// Spec §7 refreshes the token and retries once after a 401. Some 401s are not about the token at
// all (a wrong current password, a closed account): refreshing cannot help them, and retrying
// would send the same wrong password twice and count twice against the sign-in limits.
import type { ErrorCode } from '@touchline/contract/errors';

/** The 401 codes that say the token itself is missing, expired or not accepted. */
const tokenCodes: ReadonlySet<string> = new Set<ErrorCode>([
  'unauthorized',
  'invalid_token',
  'expired_session_error',
]);

/** Whether a 401 answer asks for a fresh token: its code is a token code, or it has none. */
export async function isTokenRejected(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  try {
    const body = (await response.clone().json()) as { error?: unknown };
    return typeof body.error !== 'string' || tokenCodes.has(body.error);
  } catch {
    return true;
  }
}
