// Past the tenant's concurrent-stream limit: which streams play (device, game, since when), each
// with a button to stop it; stopping one lets this device start.
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormattingLocale } from '../../../lib/i18n/locale-context';
import { useStreams } from '../api/list-streams';
import { stopStream } from '../api/stop-stream';

export function StreamLimitNotice({ onFreed }: { onFreed: () => void }) {
  const { t } = useTranslation();
  const locale = useFormattingLocale();
  const streams = useStreams();
  const stop = useMutation({ mutationFn: stopStream, onSuccess: onFreed });
  const since = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  const others = streams.data?.entries.filter((stream) => !stream.current) ?? [];
  return (
    <section
      role="alert"
      aria-labelledby="stream-limit-title"
      data-testid="stream-limit"
      className="flex flex-col gap-3 rounded-lg bg-surface-2 p-6 text-fg"
    >
      <h2 id="stream-limit-title" className="text-lg font-bold">
        {t('streams.limitTitle')}
      </h2>
      <p>
        {streams.data?.limit
          ? t('streams.limitBody', { count: streams.data.limit })
          : t('streams.limitBodyUnknown')}
      </p>
      {streams.isError && <p>{t('streams.loadFailed')}</p>}
      <ul role="list" className="flex flex-col gap-2">
        {others.map((stream) => (
          <li
            key={stream.id}
            data-testid="stream-entry"
            className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-surface-1 px-4 py-2"
          >
            <span>
              {t('streams.entry', {
                device: stream.deviceName || t('streams.unnamedDevice'),
                event: stream.eventTitle,
                since: since.format(new Date(stream.since)),
              })}
            </span>
            <button
              type="button"
              disabled={stop.isPending}
              onClick={() => stop.mutate(stream.id)}
              aria-label={t('streams.stopOn', {
                device: stream.deviceName || t('streams.unnamedDevice'),
              })}
              className="rounded-lg bg-brand px-3 py-1.5 text-sm font-semibold text-brand-fg hover:opacity-90 focus-visible:ring-2 focus-visible:ring-white disabled:opacity-50"
            >
              {t('streams.stop')}
            </button>
          </li>
        ))}
      </ul>
      {stop.isError && <p>{t('streams.stopFailed')}</p>}
    </section>
  );
}
