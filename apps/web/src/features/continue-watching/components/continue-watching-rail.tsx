// The home rail of the videos a signed-in viewer left midway; absent when there are none (or for
// visitors), and a failure toast when it cannot load. The route supplies the catalogue's card.
import type { Event } from '@touchline/contract/entities/event';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../lib/i18n/format';
import { selectIsAuthenticated, useSession } from '../../../lib/session/session-store';
import { useFailureToast } from '../../../ui/use-failure-toast';
import { useContinueWatching } from '../api/continue-watching';

export function ContinueWatchingRail({ renderCard }: { renderCard: (event: Event) => ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  const signedIn = useSession(selectIsAuthenticated);
  const list = useContinueWatching(signedIn);
  // Spec §8: a list that fails to load says so in a toast, as the other personal lists do.
  useFailureToast(list.isError && !list.data ? list.error : null);
  const entries = list.data ?? [];
  if (!signedIn || entries.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="px-4 pt-8 sm:px-6 lg:px-10"
      data-testid="rail-continue-watching"
    >
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-fg">
        {t('personal.resume.rail')}
      </h2>
      <ul className="mt-4 flex gap-4 overflow-x-auto pb-2">
        {entries.map(({ event, position }) => (
          <li key={event.id} className="w-[78vw] max-w-[340px] shrink-0 sm:w-[300px]">
            {renderCard(event)}
            <p className="mt-1 text-xs text-fg-muted" data-testid="continue-from">
              {t('personal.resume.leftAt', { time: formatDuration(position) })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
