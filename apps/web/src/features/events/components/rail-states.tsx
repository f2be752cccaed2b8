// What a list of events shows when it has no events to show: loading, empty or failed.
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { Button } from '../../../ui/button';

export function EmptyEvents() {
  const { t } = useTranslation();
  return (
    <div
      className="rounded-xl border border-dashed border-line bg-surface/60 px-6 py-10 text-center"
      data-testid="events-empty"
    >
      <p className="font-semibold text-fg">{t('events.empty')}</p>
      <p className="mt-1 text-sm text-fg-muted">{t('events.emptyHint')}</p>
    </div>
  );
}

export function EventsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-live/30 bg-live/5 px-5 py-4"
      data-testid="events-error"
    >
      <p className="text-sm text-fg">{errorText(error)}</p>
      <Button size="small" kind="secondary" onClick={onRetry}>
        {t('events.retry')}
      </Button>
    </div>
  );
}
