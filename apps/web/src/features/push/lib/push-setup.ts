// Spec §4 "Push and analytics setup": what needs push waits in a queue until the service worker
// is registered and active, and a warning appears if that has not happened within the push SDK
// timeout (§9: 30 s). One setup per page: the notify button mounts and unmounts with the session.
import { pushRules } from '@touchline/contract/constants';

export interface PushSetupEnv {
  register: () => Promise<ServiceWorkerRegistration>;
  warn: (message: string) => void;
  setTimeout: (work: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface PushSetup {
  /** Runs `work` with the registration once it is ready (at once if it is). */
  whenReady<T>(work: (registration: ServiceWorkerRegistration) => Promise<T>): Promise<T>;
}

export const pushNotSetUpWarning = 'Push notifications are not set up after 30 s.';

export function createPushSetup(env: PushSetupEnv): PushSetup {
  let ready: Promise<ServiceWorkerRegistration> | null = null;
  const start = () => {
    const timer = env.setTimeout(() => env.warn(pushNotSetUpWarning), pushRules.sdkTimeoutMs);
    const registering = env.register();
    void registering.then(
      () => env.clearTimeout(timer),
      () => undefined,
    );
    return registering;
  };
  return {
    whenReady(work) {
      ready ??= start();
      return ready.then(work);
    },
  };
}

/** The portal's service worker: a stable path on the portal's own origin (ADR 051). */
export const serviceWorkerPath = '/push-sw.js';

let browserSetup: PushSetup | null = null;

export function browserPushSetup(): PushSetup {
  browserSetup ??= createPushSetup({
    register: async () => {
      await navigator.serviceWorker.register(serviceWorkerPath, { scope: '/' });
      return navigator.serviceWorker.ready;
    },
    warn: (message) => console.warn(message),
    setTimeout: (work, ms) => window.setTimeout(work, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  });
  return browserSetup;
}
