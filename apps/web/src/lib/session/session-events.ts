// Hook points around the session for integrations that must not live in the auth feature:
// analytics identify/reset, the push tag, the realtime user room (spec §4 "Session").
import type { UserProfile } from '@touchline/contract/entities/user-profile';

export type SignMethod = 'signin' | 'signup';

export interface SessionListeners {
  signedIn?(user: UserProfile, method: SignMethod): void;
  loginFailed?(details: { method: SignMethod; code: string; message: string }): void;
  /** Called after the local session was cleared; analytics resets its identity here. */
  signedOut?(): void;
}

const listeners = new Set<SessionListeners>();

export function onSessionChange(listener: SessionListeners): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
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
