// Runs the survey's clock: told the page's inputs whenever they change, it shows the start dialog
// once it is due, and forgets its timer on logout or a suppressed route (spec §4: "cancelled").
// The clock is injected so the timing is tested without waiting.
import { surveyBlocked, surveyDueAt, type SurveyInputs } from './survey-rules';

export interface SchedulerClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserClock: SchedulerClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

// Browsers run a longer timeout at once; a far-off instant is reached in steps.
const longestWait = 24 * 3600_000;

export interface SurveyScheduler {
  update(inputs: SurveyInputs): void;
  /**
   * The dialog ended. It plans nothing by itself: the outcome's record reaches the scheduler
   * through the next `update`, and planning before it would show the dialog again at once.
   */
  dialogEnded(): void;
  cancel(): void;
}

export function createSurveyScheduler(clock: SchedulerClock, show: () => void): SurveyScheduler {
  let inputs: SurveyInputs | null = null;
  let since: number | null = null;
  let timer: unknown = null;
  let showing = false;

  const stopTimer = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };

  const plan = () => {
    stopTimer();
    if (!inputs || showing) return;
    if (surveyBlocked(inputs)) {
      since = null;
      return;
    }
    since ??= clock.now();
    const due = surveyDueAt(inputs, since);
    if (due === null) return;
    const wait = due - clock.now();
    if (wait <= 0) {
      showing = true;
      show();
      return;
    }
    timer = clock.setTimeout(plan, Math.min(wait, longestWait));
  };

  return {
    update(next) {
      inputs = next;
      plan();
    },
    dialogEnded() {
      showing = false;
    },
    cancel() {
      stopTimer();
      inputs = null;
      since = null;
      showing = false;
    },
  };
}
