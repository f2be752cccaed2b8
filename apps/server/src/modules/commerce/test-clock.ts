// The purchases' clock moved by a file, for end-to-end tests of the demo only (TEST_CLOCK_FILE,
// refused unless DEMO=on): a browser test cancels a subscription, moves the clock past the period's
// end by writing `{"offsetMs": n}`, and sees the game lock. The file is read again when it changes
// (one stat per reading); a missing or unreadable file means no offset.
import { readFileSync, statSync } from 'node:fs';

export function fileClock(path: string): () => Date {
  let seen = -1;
  let offsetMs = 0;
  return () => {
    let changed: number;
    try {
      changed = statSync(path).mtimeMs;
    } catch {
      changed = 0;
    }
    if (changed !== seen) {
      seen = changed;
      try {
        const parsed = JSON.parse(readFileSync(path, 'utf8')) as { offsetMs?: unknown };
        offsetMs = typeof parsed.offsetMs === 'number' ? parsed.offsetMs : 0;
      } catch {
        offsetMs = 0;
      }
    }
    return new Date(Date.now() + offsetMs);
  };
}
