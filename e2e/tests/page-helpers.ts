// Helpers for any page of the portal.
import { expect, type Locator } from '@playwright/test';

/**
 * Waits until the browser's React has taken over `control`. A server-rendered page shows its
 * buttons before its script has run; a press in that window reaches no handler. React marks
 * each element it adopts with its props (`__reactProps$…`), which is what it reads to dispatch.
 */
export async function hydrated(control: Locator): Promise<void> {
  await expect
    .poll(() =>
      control.evaluate((element) =>
        Object.keys(element).some((k) => k.startsWith('__reactProps$')),
      ),
    )
    .toBe(true);
}
