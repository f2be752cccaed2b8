// Highlights: choose a game with a recording, cut a highlight from one of its tags or by in/out
// marks, follow the cut's job, and see the highlights the game has (each playable on its page).
import type { AdminEvent, PipelineCapabilities } from '@touchline/contract/calls/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleHref } from '../../../lib/i18n/locale-context';
import { buttonClassName } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { SelectField } from '../../../ui/select-field';
import { useCreateHighlight } from '../api/create-highlight';
import { useHighlightSource } from '../api/get-highlight-source';
import { useAdminEvents } from '../api/list-admin-events';
import { clock, toCreateHighlight } from '../lib/highlight-form';
import { Empty, Failed, Loading, Panel } from './console-states';
import { ConsoleTable } from './console-table';
import { HighlightForm } from './highlight-form';
import { HighlightJob } from './highlight-job';

/** Games that may have a recording: finished ones with a stream (the server says for sure). */
const recordedGames = (events: readonly AdminEvent[]) =>
  events.filter((event) => event.status === 'vod' && event.streamUrl !== null);

function PlayLink({ id }: { id: string }) {
  const { t } = useTranslation();
  const href = useLocaleHref(`/events/${encodeURIComponent(id)}/`);
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className={buttonClassName({ size: 'small', kind: 'secondary', outline: true })}
      data-testid="highlight-open"
    >
      {t('console.highlights.open')}
    </a>
  );
}

function GameHighlights({
  eventId,
  capabilities,
}: {
  eventId: string;
  capabilities: PipelineCapabilities;
}) {
  const { t } = useTranslation();
  const source = useHighlightSource(eventId);
  const create = useCreateHighlight();
  const [jobId, setJobId] = useState<string | null>(null);
  if (source.isPending) return <Loading testId="highlights-loading" />;
  if (source.isError)
    return (
      <Failed error={source.error} retry={() => void source.refetch()} testId="highlights-failed" />
    );
  const { recorded, durationSeconds, tags, highlights } = source.data;
  return (
    <div className="flex flex-col gap-6">
      <Panel title={t('console.highlights.new')} testId="highlight-cut">
        {!capabilities.transcoding ? (
          <FormAlert kind="info" testId="highlight-unavailable">
            {t('console.highlights.unavailable')}
          </FormAlert>
        ) : !recorded ? (
          <FormAlert kind="info" testId="highlight-no-recording">
            {t('console.highlights.notRecorded')}
          </FormAlert>
        ) : (
          <>
            <HighlightForm
              key={eventId}
              tags={tags}
              durationSeconds={durationSeconds}
              error={create.error}
              onSubmit={async (values) => {
                const job = await create.mutateAsync({ eventId, body: toCreateHighlight(values) });
                setJobId(job.jobId);
              }}
            />
            {jobId && <HighlightJob key={jobId} jobId={jobId} eventId={eventId} />}
          </>
        )}
      </Panel>
      <Panel title={t('console.highlights.list')} testId="highlight-list">
        {highlights.length === 0 ? (
          <Empty testId="highlights-empty">{t('console.highlights.empty')}</Empty>
        ) : (
          <ConsoleTable
            columns={[
              t('console.highlights.title'),
              t('console.highlights.at'),
              t('console.highlights.duration'),
            ]}
            actions={t('console.actions')}
          >
            <tbody>
              {highlights.map((highlight) => (
                <tr
                  key={highlight.id}
                  className="border-t border-line"
                  data-testid="highlight-row"
                  data-id={highlight.id}
                >
                  <td className="py-2 pe-3 font-semibold">{highlight.title}</td>
                  <td className="py-2 pe-3 tabular-nums">{clock(highlight.offsetSeconds)}</td>
                  <td className="py-2 pe-3 tabular-nums">{clock(highlight.durationSeconds)}</td>
                  <td className="py-2">
                    <PlayLink id={highlight.id} />
                  </td>
                </tr>
              ))}
            </tbody>
          </ConsoleTable>
        )}
      </Panel>
    </div>
  );
}

export function HighlightsSection({ capabilities }: { capabilities: PipelineCapabilities }) {
  const { t } = useTranslation();
  const events = useAdminEvents();
  const [eventId, setEventId] = useState('');
  if (events.isPending) return <Loading testId="highlight-games-loading" />;
  if (events.isError)
    return (
      <Failed
        error={events.error}
        retry={() => void events.refetch()}
        testId="highlight-games-failed"
      />
    );
  const games = recordedGames(events.data);
  return (
    <div className="flex flex-col gap-6" data-testid="highlights-section">
      <Panel title={t('console.highlights.game')} testId="highlight-game">
        {games.length === 0 ? (
          <Empty testId="highlight-no-games">{t('console.highlights.noGames')}</Empty>
        ) : (
          <SelectField
            label={t('console.highlights.game')}
            value={eventId}
            onChange={(event) => setEventId(event.target.value)}
            data-testid="highlight-game-select"
          >
            <option value="">{t('console.highlights.chooseGame')}</option>
            {games.map((game) => (
              <option key={game.id} value={game.id}>
                {game.title}
              </option>
            ))}
          </SelectField>
        )}
      </Panel>
      {eventId !== '' && (
        <GameHighlights key={eventId} eventId={eventId} capabilities={capabilities} />
      )}
    </div>
  );
}
