// Wraps the player of a protected stream (ADR 046): the player starts once this device holds its
// lease; past the limit the viewer sees the other streams instead, and a stream stopped from
// another device stops here with a way to take it back.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStreamLease } from '../lib/use-stream-lease';
import { StreamLimitNotice } from './stream-limit-notice';

export function StreamGuard({
  eventId,
  enabled,
  onLeased,
  children,
}: {
  eventId: string;
  /** Only signed-in viewers of a game that is not free take a lease. */
  enabled: boolean;
  /** Loads the stream address again once a lease is held: its token then carries the lease. */
  onLeased?: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { state, retry } = useStreamLease(eventId, enabled, onLeased);
  if (state === 'starting')
    return (
      <p className="aspect-video bg-black p-6 text-white" aria-busy="true">
        {t('streams.starting')}
      </p>
    );
  if (state === 'limit') return <StreamLimitNotice onFreed={retry} />;
  if (state === 'stopped' || state === 'failed')
    return (
      <section
        role="alert"
        data-testid="stream-stopped"
        className="flex flex-col items-start gap-3 rounded-lg bg-surface-2 p-6 text-fg"
      >
        <p>{t(state === 'stopped' ? 'streams.stoppedElsewhere' : 'streams.startFailed')}</p>
        <button
          type="button"
          onClick={retry}
          className="rounded-lg bg-brand px-3 py-1.5 text-sm font-semibold text-brand-fg hover:opacity-90 focus-visible:ring-2 focus-visible:ring-white"
        >
          {t('streams.watchHere')}
        </button>
      </section>
    );
  return <>{children}</>;
}
