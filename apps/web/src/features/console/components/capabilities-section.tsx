// What this portal can do with media, and why not when it cannot.
import type { PipelineCapabilities } from '@touchline/contract/calls/admin';
import { useTranslation } from 'react-i18next';
import { useFormattingLocale } from '../../../lib/i18n/locale-context';
import { FormAlert } from '../../../ui/form-alert';
import { gigabytes } from '../lib/when';
import { Panel } from './console-states';

export function CapabilitiesSection({ capabilities }: { capabilities: PipelineCapabilities }) {
  const { t } = useTranslation();
  const locale = useFormattingLocale();
  return (
    <Panel title={t('console.capabilities.title')} testId="capabilities">
      {capabilities.transcoding ? (
        <FormAlert kind="success" testId="capabilities-transcoding">
          {t('console.capabilities.transcoding')}
        </FormAlert>
      ) : (
        <FormAlert kind="info" testId="capabilities-no-transcoding">
          {t('console.capabilities.noTranscoding')}
        </FormAlert>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="font-semibold text-fg">{t('console.capabilities.maxUpload')}</dt>
        <dd className="text-fg-muted">{gigabytes(capabilities.maxUploadBytes, locale)}</dd>
        <dt className="font-semibold text-fg">{t('console.capabilities.endpoint')}</dt>
        <dd className="font-mono text-fg-muted" dir="ltr">
          {capabilities.uploadEndpoint}
        </dd>
      </dl>
    </Panel>
  );
}
