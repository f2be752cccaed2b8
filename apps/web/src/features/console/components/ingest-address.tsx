// The push address of a live input, shown once (after creating it or rotating its key): whole, and
// split as OBS asks for it (server, stream key). Closing it forgets the key for good.
import type { LiveInputKey } from '@touchline/contract/calls/admin-live';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { splitIngestUrl } from '../lib/live-form';
import { Panel } from './console-states';
import { CopyField } from './copy-field';

export function IngestAddress({
  title,
  ingest,
  onDone,
}: {
  /** The game's title. */
  title: string;
  ingest: LiveInputKey;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { server, key } = splitIngestUrl(ingest.ingestUrl);
  return (
    <Panel title={t('console.live.addressTitle', { title })} testId="live-address">
      <FormAlert kind="info" testId="live-address-once">
        {t('console.live.shownOnce')}
      </FormAlert>
      <CopyField label={t('console.live.ingestUrl')} value={ingest.ingestUrl} testId="live-url" />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <CopyField label={t('console.live.server')} value={server} testId="live-server" />
        <CopyField label={t('console.live.streamKey')} value={key} testId="live-key" />
      </div>
      <div>
        <Button type="button" onClick={onDone} data-testid="live-address-done">
          {t('console.live.done')}
        </Button>
      </div>
    </Panel>
  );
}
