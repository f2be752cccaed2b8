// The small labels drawn over posters: LIVE or what the video is (full match, highlights, clip,
// upcoming) in words, not only colour; the lock of paid content and the length of replays.
import type { Event } from '@touchline/contract/entities/event';
import { useTranslation } from 'react-i18next';
import { durationMinutes, formatDuration } from '../../../lib/i18n/format';
import { LockIcon } from '../../../ui/icons';

export function LiveBadge({ large = false }: { large?: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-md bg-live font-bold tracking-wider text-white uppercase shadow-sm shadow-black/30 ${
        large ? 'px-2.5 py-1 text-xs' : 'px-2 py-0.5 text-[0.68rem]'
      }`}
      data-testid="live-badge"
    >
      <span aria-hidden="true" className="size-1.5 animate-live-pulse rounded-full bg-white" />
      {t('events.live')}
    </span>
  );
}

export function LockBadge() {
  const { t } = useTranslation();
  return (
    <span
      className="inline-grid size-8 place-items-center rounded-full bg-black/65 text-white backdrop-blur-sm"
      role="img"
      aria-label={t('events.locked')}
      title={t('events.locked')}
      data-testid="lock-badge"
    >
      <LockIcon width={16} height={16} />
    </span>
  );
}

export function DurationBadge({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  return (
    <span
      className="rounded-md bg-black/70 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums backdrop-blur-sm"
      data-testid="duration-badge"
    >
      <span aria-hidden="true">{formatDuration(seconds)}</span>
      <span className="sr-only">{t('events.duration', { count: durationMinutes(seconds) })}</span>
    </span>
  );
}

/** The words for what a video is; null for kinds that need no label (channels, personal clips). */
export const kindLabelKey = (event: Pick<Event, 'eventStatus' | 'eventType'>): string | null => {
  if (event.eventStatus === 'upcoming') return 'videoKind.upcoming';
  if (event.eventStatus !== 'vod') return null;
  if (event.eventType === 'event') return 'videoKind.fullMatch';
  if (event.eventType === 'highlight') return 'videoKind.highlights';
  if (event.eventType === 'clip') return 'videoKind.clip';
  return null;
};

/** LIVE, or the video's kind as a label: never told by colour alone. */
export function KindBadge({
  event,
  large = false,
}: {
  event: Pick<Event, 'eventStatus' | 'eventType'>;
  large?: boolean;
}) {
  const { t } = useTranslation();
  if (event.eventStatus === 'live') return <LiveBadge large={large} />;
  const key = kindLabelKey(event);
  if (!key) return null;
  return (
    <span
      className={`inline-flex items-center rounded-md bg-black/70 font-semibold text-white backdrop-blur-sm ${
        large ? 'px-2.5 py-1 text-xs' : 'px-2 py-0.5 text-[0.68rem]'
      }`}
      data-testid="kind-badge"
      data-kind={key}
    >
      {t(key)}
    </span>
  );
}
