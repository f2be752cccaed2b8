// Hook points around the session for integrations that must not live in the auth feature:
// analytics identify/reset, the push tag, the realtime user room (spec §4 "Session").
import type { UserProfile } from '@touchline/contract/entities/user-profile';

export type SignMethod = 'signin' | 'signup';

export interface SessionListeners {
  signedIn?(user: UserProfile, method: SignMethod): void;
  loginFailed?(details: { method: SignMethod; code: string; message: string }): void;
  /**
   * Called as a sign-out begins: what is bound to this viewer on this browser is undone here
   * (its push subscription). `asViewer`: the session's token still holds, so the server may be
   * called as the viewer; false when the server already refused the session (a failed refresh,
   * a removed device), where a call would only try to refresh it again. Awaited, for a few
   * seconds at most: a sign-out never waits on it for longer.
   */
  signingOut?(asViewer: boolean): Promise<void> | void;
  /** Called after the local session was cleared; analytics resets its identity here. */
  signedOut?(): void;
}

const listeners = new Set<SessionListeners>();

export function onSessionChange(listener: SessionListeners): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs every `signingOut` listener side by side; settles when all have, or after `limitMs`. */
export async function emitSigningOut(asViewer: boolean, limitMs = 3000): Promise<void> {
  const running = [...listeners].map((listener) =>
    Promise.resolve()
      .then(() => listener.signingOut?.(asViewer))
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
