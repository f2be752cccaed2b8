// A sub-load of the event page (highlights, stats, commerce options, guide…): a failure yields
// the empty result and is logged, so one missing block never breaks the page (spec §4). A 404 is
// an answer (the block has nothing to show, or the event is missing), not a fault: not logged.
import { isMissingAnswer } from '../../../lib/http/api-error';

export async function subLoad<T>(name: string, load: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if ((error as { name?: string }).name === 'AbortError') throw error;
    if (!isMissingAnswer(error)) console.warn(`event page: ${name} could not be loaded`, error);
    return empty;
  }
}
