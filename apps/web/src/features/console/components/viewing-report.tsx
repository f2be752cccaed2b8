// Viewers, plays and watch time per game and day over a chosen period (the analytics the portal's
// pages send, ADR 042), with the games' titles from the console's own list.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormattingLocale } from '../../../lib/i18n/locale-context';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { TextField } from '../../../ui/text-field';
import { useAdminEvents } from '../api/list-admin-events';
import { useViewingReport } from '../api/get-viewing-report';
import { lastWeek, rangeProblem, watchMinutes, type ReportRange } from '../lib/report-range';
import { Panel, QueryStates } from './console-states';
import { ConsoleTable } from './console-table';

export function ViewingReport() {
  const { t } = useTranslation();
  const locale = useFormattingLocale();
  const [draft, setDraft] = useState<ReportRange>(() => lastWeek());
  const [range, setRange] = useState<ReportRange>(draft);
  const problem = rangeProblem(draft);
  const [shownProblem, setShownProblem] = useState(false);
  const report = useViewingReport(range);
  const games = useAdminEvents();
  const titles = new Map(games.data?.map((game) => [game.id, game.title]));
  const count = new Intl.NumberFormat(locale);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });

  const show = (event: FormEvent) => {
    event.preventDefault();
    setShownProblem(problem !== null);
    if (!problem) setRange(draft);
  };

  return (
    <Panel title={t('console.reports.viewingTitle')} testId="viewing-report">
      <form
        noValidate
        onSubmit={show}
        className="flex flex-wrap items-end gap-x-4"
        data-testid="viewing-range"
      >
        <TextField
          type="date"
          label={t('console.reports.from')}
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          data-testid="viewing-from"
        />
        <TextField
          type="date"
          label={t('console.reports.to')}
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          data-testid="viewing-to"
        />
        <div className="mb-5">
          <Button type="submit" size="small" data-testid="viewing-show">
            {t('console.reports.show')}
          </Button>
        </div>
      </form>
      {shownProblem && problem && (
        <FormAlert testId="viewing-range-problem">
          {t(`console.reports.range.${problem}`)}
        </FormAlert>
      )}
      <QueryStates query={report} testId="viewing" empty={t('console.reports.viewingEmpty')}>
        {(data) => (
          <ConsoleTable
            columns={[
              t('console.reports.day'),
              t('console.reports.game'),
              t('console.reports.viewers'),
              t('console.reports.plays'),
              t('console.reports.watchTime'),
            ]}
          >
            <tbody>
              {data.map((row) => (
                <tr
                  key={`${row.day} ${row.eventId}`}
                  className="border-t border-line"
                  data-testid="viewing-row"
                  data-event-id={row.eventId}
                >
                  <td className="py-2 pe-3 whitespace-nowrap text-fg-muted">
                    {day.format(new Date(`${row.day}T00:00:00Z`))}
                  </td>
                  <td className="py-2 pe-3 text-fg">
                    <a
                      href={`/events/${encodeURIComponent(row.eventId)}/`}
                      className="underline-offset-2 hover:underline"
                    >
                      {titles.get(row.eventId) ?? row.eventId}
                    </a>
                  </td>
                  <td className="py-2 pe-3 text-fg tabular-nums" data-testid="viewing-viewers">
                    {count.format(row.viewers)}
                  </td>
                  <td className="py-2 pe-3 text-fg tabular-nums" data-testid="viewing-plays">
                    {count.format(row.plays)}
                  </td>
                  <td className="py-2 text-fg tabular-nums">
                    {watchMinutes(row.watchSeconds, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </ConsoleTable>
        )}
      </QueryStates>
    </Panel>
  );
}
