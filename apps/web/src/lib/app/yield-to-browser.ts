// Ends the current task: what follows runs in a new one, so the browser can handle a tap or paint
// in between. Long start-up work split this way is several short tasks instead of one long one.
interface PrioritisedScheduler {
  yield?: () => Promise<void>;
}

export function yieldToBrowser(): Promise<void> {
  // scheduler.yield() (Chromium) resumes ahead of other queued tasks; elsewhere a timer.
  const scheduler = (globalThis as { scheduler?: PrioritisedScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
