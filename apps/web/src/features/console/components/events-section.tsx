// Games: the list (status, start), a form to schedule one, and for the game chosen its edit form,
// who may watch it and where, a channel's programme (ADR 061), live score and video upload.
import type { AdminEvent, PipelineCapabilities } from '@touchline/contract/calls/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormattingLocale } from '../../../lib/i18n/locale-context';
import { useCreateAdminEvent } from '../api/create-admin-event';
import { useAdminEvents } from '../api/list-admin-events';
import { useAdminIdentities } from '../api/list-admin-identities';
import { useSetScore } from '../api/set-score';
import { useUpdateAdminEvent } from '../api/update-admin-event';
import { toUpdateEventAccess } from '../lib/event-access-form';
import { toCreateEvent, toUpdateEvent } from '../lib/event-form';
import { shortDateTime } from '../lib/when';
import { Panel, QueryStates } from './console-states';
import { ConsoleTable } from './console-table';
import { EditRowButton } from './row-parts';
import { EventAccessForm } from './event-access-form';
import { EventForm } from './event-form';
import { ProgrammePanel } from './programme-panel';
import { ScoreForm } from './score-form';
import { UploadPanel } from './upload-panel';

function GamePanels({
  event,
  capabilities,
  onClose,
}: {
  event: AdminEvent;
  capabilities: PipelineCapabilities;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const identities = useAdminIdentities();
  const update = useUpdateAdminEvent();
  const access = useUpdateAdminEvent();
  const score = useSetScore();
  return (
    <div className="flex flex-col gap-6" data-testid="game-panels" data-id={event.id}>
      <Panel title={t('console.events.edit', { title: event.title })} testId="event-edit">
        <EventForm
          key={`${event.id}-${event.status}`}
          editing={event}
          identities={identities.data ?? []}
          error={update.error}
          onCancel={onClose}
          onSubmit={async (values) => {
            const body = toUpdateEvent(values, event);
            if (body) await update.mutateAsync({ id: event.id, body });
          }}
        />
      </Panel>
      <Panel title={t('console.access.title')} testId="event-access">
        <EventAccessForm
          key={event.id}
          event={event}
          error={access.error}
          onSubmit={async (values) => {
            const body = toUpdateEventAccess(values, event);
            if (body) await access.mutateAsync({ id: event.id, body });
          }}
        />
      </Panel>
      {event.status === 'channel' && (
        <Panel title={t('console.programme.panel')} testId="event-programme">
          <ProgrammePanel key={event.id} eventId={event.id} />
        </Panel>
      )}
      <Panel title={t('console.score.title')} testId="event-score">
        <ScoreForm
          error={score.error}
          onSubmit={(points) => score.mutateAsync({ id: event.id, body: points })}
        />
      </Panel>
      <Panel title={t('console.upload.title')} testId="event-upload">
        <UploadPanel key={event.id} eventId={event.id} capabilities={capabilities} />
      </Panel>
    </div>
  );
}

export function EventsSection({ capabilities }: { capabilities: PipelineCapabilities }) {
  const { t } = useTranslation();
  const locale = useFormattingLocale();
  const list = useAdminEvents();
  const identities = useAdminIdentities();
  const create = useCreateAdminEvent();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const events = list.data ?? [];
  const chosen = events.find((event) => event.id === chosenId);
  const titleOf = (id: string | null) =>
    identities.data?.find((identity) => identity.id === id)?.title;
  return (
    <div className="flex flex-col gap-6">
      <Panel title={t('console.events.new')} testId="event-create">
        <EventForm
          identities={identities.data ?? []}
          error={create.error}
          onSubmit={async (values) => {
            const created = await create.mutateAsync(toCreateEvent(values));
            setChosenId(created.id);
          }}
        />
      </Panel>
      {chosen && (
        <GamePanels event={chosen} capabilities={capabilities} onClose={() => setChosenId(null)} />
      )}
      <Panel title={t('console.events.list')} testId="event-list">
        <QueryStates query={list} testId="events" empty={t('console.events.empty')}>
          {() => (
            <ConsoleTable
              columns={[
                t('console.events.title'),
                t('console.events.status'),
                t('console.events.start'),
                t('console.events.league'),
              ]}
              actions={t('console.actions')}
            >
              <tbody>
                {events.map((event) => (
                  <tr
                    key={event.id}
                    className="border-t border-line"
                    data-testid="event-row"
                    data-id={event.id}
                  >
                    <td className="py-2 pe-3 text-fg">
                      {event.title}
                      {(event.team1Id || event.team2Id) && (
                        <span className="block text-xs text-fg-muted">
                          {titleOf(event.team1Id) ?? '—'} – {titleOf(event.team2Id) ?? '—'}
                        </span>
                      )}
                    </td>
                    <td className="py-2 pe-3">
                      <span
                        className="rounded bg-surface-2 px-1.5 py-0.5 text-xs font-semibold text-fg"
                        data-testid="event-status"
                      >
                        {t(`console.status.${event.status}`)}
                      </span>
                    </td>
                    <td className="py-2 pe-3 whitespace-nowrap text-fg-muted">
                      {shortDateTime(event.startsAt, locale)}
                    </td>
                    <td className="py-2 pe-3 text-fg-muted">{titleOf(event.leagueId) ?? '—'}</td>
                    <td className="py-2 text-end">
                      <EditRowButton
                        title={event.title}
                        pressed={event.id === chosenId}
                        onClick={() => setChosenId(event.id)}
                        testId="event-manage"
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </ConsoleTable>
          )}
        </QueryStates>
      </Panel>
    </div>
  );
}
