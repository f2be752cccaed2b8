// The tenant's live inputs: each game, its ingest state, the last push and its end, the last
// failure; a link to the game's page and a key rotation behind a confirmation.
import type { LiveInputEntry } from '@touchline/contract/calls/admin-live';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { useFormattingLocale, useLocaleHref } from '../../../lib/i18n/locale-context';
import { Button } from '../../../ui/button';
import { confirmAction } from '../../../ui/modal/confirm';
import { shortDateTime } from '../lib/when';
import { ConsoleTable } from './console-table';

const stateLook: Record<LiveInputEntry['state'], string> = {
  idle: 'bg-surface-2 text-fg',
  receiving: 'bg-live text-white',
  ended: 'bg-accent/20 text-fg',
};

function LiveRow({
  input,
  rotating,
  onRotate,
}: {
  input: LiveInputEntry;
  /** Null when this portal takes no pushes: a new key would have nowhere to go. */
  onRotate: ((input: LiveInputEntry) => void) | null;
  rotating: boolean;
}) {
  const { t } = useTranslation();
  const locale = useFormattingLocale();
  const gameHref = useLocaleHref(`/events/${encodeURIComponent(input.eventId)}/`);
  const when = (iso: string | null) => (iso ? shortDateTime(iso, locale) : '—');
  const ask = () =>
    void confirmAction({
      title: t('console.live.rotateTitle'),
      text: t('console.live.rotateText', { title: input.title }),
      confirmLabel: t('console.live.rotate'),
      dismissLabel: t('console.cancel'),
      danger: true,
    }).then((accepted) => accepted && onRotate?.(input));
  return (
    <tr className="border-t border-line align-top" data-testid="live-row" data-id={input.eventId}>
      <td className="py-2 pe-3 text-fg">
        {/* A page of its own: the console stays open while the game is watched. */}
        <a
          href={gameHref}
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand underline-offset-2 hover:underline"
          data-testid="live-game-link"
        >
          {input.title}
        </a>
        <span className="block text-xs text-fg-muted">
          {t(`console.status.${input.status}`)} · {shortDateTime(input.startsAt, locale)}
        </span>
      </td>
      <td className="py-2 pe-3">
        <span
          className={clsx('rounded px-1.5 py-0.5 text-xs font-semibold', stateLook[input.state])}
          data-testid="live-state"
          data-state={input.state}
        >
          {t(`console.live.states.${input.state}`)}
        </span>
      </td>
      <td className="py-2 pe-3 whitespace-nowrap text-fg-muted">{when(input.lastPublishAt)}</td>
      <td className="py-2 pe-3 whitespace-nowrap text-fg-muted">{when(input.lastEndAt)}</td>
      <td className="py-2 pe-3 text-xs text-fg-muted" data-testid="live-error">
        {input.lastError ?? '—'}
      </td>
      {onRotate && (
        <td className="py-2 text-end">
          <Button
            size="small"
            kind="danger"
            outline
            disabled={rotating}
            onClick={ask}
            aria-label={t('console.live.rotateNamed', { title: input.title })}
            data-testid="live-rotate"
          >
            {t('console.live.rotate')}
          </Button>
        </td>
      )}
    </tr>
  );
}

export function LiveTable({
  inputs,
  onRotate,
  rotatingId,
}: {
  inputs: readonly LiveInputEntry[];
  onRotate: ((input: LiveInputEntry) => void) | null;
  rotatingId: string | null;
}) {
  const { t } = useTranslation();
  return (
    <ConsoleTable
      columns={[
        t('console.events.title'),
        t('console.live.state'),
        t('console.live.lastPush'),
        t('console.live.lastEnd'),
        t('console.live.lastError'),
      ]}
      actions={onRotate ? t('console.actions') : undefined}
    >
      <tbody>
        {inputs.map((input) => (
          <LiveRow
            key={input.eventId}
            input={input}
            onRotate={onRotate}
            rotating={rotatingId === input.eventId}
          />
        ))}
      </tbody>
    </ConsoleTable>
  );
}
