// Live inputs (ADR 057): schedule a game fed by a push from OBS, a camera or ffmpeg and get its
// address once; follow every input's ingest state; rotate a key that got out. When the portal
// takes no pushes, the section says why instead of offering the form.
import type { LiveIngestUnavailable, PipelineCapabilities } from '@touchline/contract/calls/admin';
import type { LiveInputEntry, LiveInputKey } from '@touchline/contract/calls/admin-live';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { FormAlert } from '../../../ui/form-alert';
import { useCreateLiveInput } from '../api/create-live-input';
import { useLiveInputs } from '../api/list-live-inputs';
import { useRotateLiveKey } from '../api/rotate-live-key';
import { toCreateLive } from '../lib/live-form';
import { Panel, QueryStates } from './console-states';
import { IngestAddress } from './ingest-address';
import { LiveForm } from './live-form';
import { LiveTable } from './live-table';

/** An address on screen: the game's title and the answer that holds its key. */
interface Shown {
  title: string;
  ingest: LiveInputKey;
}

function Unavailable({ reason }: { reason: LiveIngestUnavailable }) {
  const { t } = useTranslation();
  return (
    <FormAlert kind="info" testId="live-unavailable">
      {t('console.live.unavailable')}
      {reason && <span className="mt-1 block">{t(`console.live.why.${reason}`)}</span>}
    </FormAlert>
  );
}

export function LiveSection({ capabilities }: { capabilities: PipelineCapabilities }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const list = useLiveInputs();
  const create = useCreateLiveInput();
  const rotate = useRotateLiveKey();
  const [shown, setShown] = useState<Shown | null>(null);
  const inputs = list.data ?? [];
  const onRotate = (input: LiveInputEntry) =>
    void rotate.mutateAsync(input.eventId).then(
      (ingest) => setShown({ title: input.title, ingest }),
      // The failure is shown from the mutation's state below.
      () => undefined,
    );
  return (
    <div className="flex flex-col gap-6">
      <Panel title={t('console.live.new')} testId="live-create">
        {capabilities.liveIngest ? (
          <LiveForm
            error={create.error}
            onSubmit={async (values) => {
              const body = toCreateLive(values);
              const ingest = await create.mutateAsync(body);
              setShown({ title: body.title, ingest });
            }}
          />
        ) : (
          <Unavailable reason={capabilities.liveIngestUnavailable} />
        )}
      </Panel>
      {shown && (
        // Keyed by the address so a second one (another rotation) starts with fresh copy states.
        <IngestAddress
          key={shown.ingest.ingestUrl}
          title={shown.title}
          ingest={shown.ingest}
          onDone={() => {
            setShown(null);
            // The mutations hold the last answer too: drop it with the address.
            create.reset();
            rotate.reset();
          }}
        />
      )}
      <Panel title={t('console.live.list')} testId="live-list">
        {rotate.isError && (
          <FormAlert testId="live-rotate-error">{errorText(rotate.error)}</FormAlert>
        )}
        <QueryStates query={list} testId="live" empty={t('console.live.empty')}>
          {() => (
            <LiveTable
              inputs={inputs}
              onRotate={capabilities.liveIngest ? onRotate : null}
              rotatingId={rotate.isPending ? (rotate.variables ?? null) : null}
            />
          )}
        </QueryStates>
      </Panel>
    </div>
  );
}
