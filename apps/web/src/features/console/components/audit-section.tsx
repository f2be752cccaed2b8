// The audit trail: who changed what, when, and which fields the change touched.
import { useTranslation } from 'react-i18next';
import { useFormattingLocale } from '../../../lib/i18n/locale-context';
import { useAudit } from '../api/list-audit';
import { changedFields } from '../lib/audit-fields';
import { shortDateTime } from '../lib/when';
import { Panel, QueryStates } from './console-states';
import { ConsoleTable } from './console-table';

export function AuditSection() {
  const { t } = useTranslation();
  const locale = useFormattingLocale();
  const audit = useAudit();
  return (
    <Panel title={t('console.audit.title')} testId="audit">
      <QueryStates query={audit} testId="audit" empty={t('console.audit.empty')}>
        {(data) => (
          <ConsoleTable
            columns={[
              t('console.audit.when'),
              t('console.audit.who'),
              t('console.audit.what'),
              t('console.audit.target'),
              t('console.audit.fields'),
            ]}
          >
            <tbody>
              {data.map((entry) => (
                <tr
                  key={entry.id}
                  className="border-t border-line align-top"
                  data-testid="audit-row"
                >
                  <td className="py-2 pe-3 whitespace-nowrap text-fg-muted">
                    {shortDateTime(entry.at, locale)}
                  </td>
                  <td className="py-2 pe-3 text-fg" dir="ltr">
                    {entry.actor}
                  </td>
                  <td className="py-2 pe-3 font-mono text-xs text-fg" dir="ltr">
                    {entry.action}
                  </td>
                  <td className="py-2 pe-3 text-fg-muted" dir="ltr">
                    {entry.targetKind} {entry.targetId}
                  </td>
                  <td className="py-2 font-mono text-xs text-fg-muted" dir="ltr">
                    {changedFields(entry).join(', ') || '—'}
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
