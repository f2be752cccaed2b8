// Hook points around the session for integrations that must not live in the auth feature:
// analytics identify/reset, the push tag, the realtime user room (spec §4 "Session").
import type { UserProfile } from '@touchline/contract/entities/user-profile';

export type SignMethod = 'signin' | 'signup';

export interface SessionListeners {
  signedIn?(user: UserProfile, method: SignMethod): void;
  loginFailed?(details: { method: SignMethod; code: string; message: string }): void;
  /**
   * Called as a sign-out begins, while the session's token still holds: what is bound to this
   * viewer on this browser is undone here (its push subscription). Awaited, for a few seconds
   * at most: a sign-out never waits on it for longer.
   */
  signingOut?(): Promise<void> | void;
  /** Called after the local session was cleared; analytics resets its identity here. */
  signedOut?(): void;
}

const listeners = new Set<SessionListeners>();

export function onSessionChange(listener: SessionListeners): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs every `signingOut` listener side by side; settles when all have, or after `limitMs`. */
export async function emitSigningOut(limitMs = 3000): Promise<void> {
  const running = [...listeners].map((listener) =>
    Promise.resolve()
      .then(() => listener.signingOut?.())
      .catch((error: unknown) => console.error('session listener signingOut failed', error)),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, limitMs);
  });
  await Promise.race([Promise.all(running), limit]);
  clearTimeout(timer);
}

export function emitSession<K extends keyof SessionListeners>(
  name: K,
  ...args: Parameters<NonNullable<SessionListeners[K]>>
) {
  for (const listener of listeners) {
    try {
      (listener[name] as ((...a: typeof args) => void) | undefined)?.(...args);
    } catch (error) {
      console.error(`session listener ${name} failed`, error);
    }
  }
}
