// Logout of spec §4: undo what is bound to this viewer on this browser (signingOut listeners),
// revoke on the server by default, then clear the local session. A failed refresh or a removed
// device signs out without revoking (the server already refused us).
import type { QueryClient } from '@tanstack/react-query';
import { emitSession, emitSigningOut } from '../../../lib/session/session-events';
import type { SessionStore } from '../../../lib/session/session-store';
import { logoutOnServer } from '../api/logout';

export interface SignOutDeps {
  store: SessionStore;
  queryClient?: QueryClient;
  revokeOnServer?: () => Promise<unknown>;
}

export async function signOut(deps: SignOutDeps, options: { revoke?: boolean } = {}) {
  const revoke = options.revoke ?? true;
  // Before the revoke: a listener may still call the server as this viewer.
  await emitSigningOut(revoke && Boolean(deps.store.getState().token));
  if (revoke && deps.store.getState().token) {
    try {
      await (deps.revokeOnServer ?? logoutOnServer)();
    } catch (error) {
      // The local session ends regardless; the server's tokens expire on their own.
      console.warn('logout could not reach the server', error);
    }
  }
  deps.store.getState().clear();
  // What was cached for this user must not show to the next one.
  deps.queryClient?.removeQueries({ queryKey: ['user'] });
  emitSession('signedOut');
}
