// Whether the toaster is wanted and mounted. Nothing loads sonner until the first toast.
import { useSyncExternalStore } from 'react';

let wanted = false;
let resolveMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});
const listeners = new Set<() => void>();

export function requestToaster(): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return mounted;
}

export function markToasterMounted() {
  resolveMounted();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// No toast is asked for before the first render, so a server-rendered page has none.
export const useToasterWanted = () =>
  useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
