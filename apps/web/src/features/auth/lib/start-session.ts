// Starts the session runtime after the first render: it is loaded on its own, since nothing in it
// is needed to paint the first page (see main.tsx).
import { realtimeClientFor } from '../../../lib/realtime/realtime-instance';
import {
  createSessionRuntime,
  type SessionRuntime,
  type SessionRuntimeDeps,
} from './session-runtime';

/** The part of the router the runtime needs: navigation by href (locale prefix kept). */
export interface HrefRouter {
  navigate(options: { href: string; replace: boolean }): Promise<void>;
}

export function startSessionRuntime(deps: SessionRuntimeDeps, router: HrefRouter): SessionRuntime {
  const runtime = createSessionRuntime(deps);
  runtime.attach({ navigate: (href) => void router.navigate({ href, replace: true }) });
  void runtime.checkDevice();
  runtime.bindRealtime(realtimeClientFor(deps.config));
  return runtime;
}
