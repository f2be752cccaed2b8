// The portal's error reports grouped by error and release (ADR 042), located in the sources by
// the build's source maps on the server: what broke, where, how often, and the last address.
import { useTranslation } from 'react-i18next';
import { useFormattingLocale } from '../../../lib/i18n/locale-context';
import { useErrorGroups } from '../api/list-error-groups';
import { shortDateTime } from '../lib/when';
import { Panel, QueryStates } from './console-states';
import { ConsoleTable } from './console-table';

export function ErrorGroups() {
  const { t } = useTranslation();
  const locale = useFormattingLocale();
  const groups = useErrorGroups();
  const count = new Intl.NumberFormat(locale);
  return (
    <Panel title={t('console.reports.errorsTitle')} testId="error-groups">
      <QueryStates query={groups} testId="errors" empty={t('console.reports.errorsEmpty')}>
        {(data) => (
          <ConsoleTable
            columns={[
              t('console.reports.error'),
              t('console.reports.location'),
              t('console.reports.release'),
              t('console.reports.count'),
              t('console.reports.lastSeen'),
              t('console.reports.lastAddress'),
            ]}
          >
            <tbody>
              {data.map((group) => (
                <tr
                  key={`${group.errorClass} ${group.message} ${group.location} ${group.release} ${group.releaseStage}`}
                  className="border-t border-line align-top"
                  data-testid="error-group"
                >
                  <td className="py-2 pe-3 text-fg" dir="ltr">
                    <span className="font-semibold">{group.errorClass}</span>
                    <span className="block text-xs break-words text-fg-muted">{group.message}</span>
                  </td>
                  <td className="py-2 pe-3 font-mono text-xs break-all text-fg-muted" dir="ltr">
                    {group.location || '—'}
                  </td>
                  <td className="py-2 pe-3 font-mono text-xs text-fg-muted" dir="ltr">
                    {group.release}
                  </td>
                  <td className="py-2 pe-3 text-fg tabular-nums" data-testid="error-count">
                    {count.format(group.count)}
                  </td>
                  <td className="py-2 pe-3 whitespace-nowrap text-fg-muted">
                    {shortDateTime(group.lastSeen, locale)}
                  </td>
                  <td className="py-2 font-mono text-xs break-all text-fg-muted" dir="ltr">
                    {group.lastStatus ? `${group.lastStatus} ` : ''}
                    {group.lastUrl ?? '—'}
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
