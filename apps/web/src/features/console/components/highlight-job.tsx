// Follows a highlight's cut: waiting, cutting and transcoding with its progress, the reason of a
// failed attempt, and the finished highlight (the game's list refreshes itself).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../ui/form-alert';
import { useJob } from '../api/get-job';
import { consoleKeys } from '../api/query-keys';
import { JobMeter } from './job-meter';

export function HighlightJob({ jobId, eventId }: { jobId: string; eventId: string }) {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const job = useJob(jobId);
  const state = job.data?.state;
  useEffect(() => {
    if (state === 'done')
      void queries.invalidateQueries({ queryKey: consoleKeys.highlights(eventId) });
  }, [state, eventId, queries]);
  return (
    <div className="flex flex-col gap-3" data-testid="highlight-job" data-state={state ?? 'queued'}>
      {(state === undefined || state === 'queued' || state === 'running') && (
        <JobMeter
          label={t(
            state === 'running' ? 'console.highlights.cutting' : 'console.highlights.queued',
          )}
          percent={job.data?.progress ?? 0}
          testId="highlight-progress"
        />
      )}
      {job.data?.error && state !== 'failed' && (
        <p className="text-xs text-fg-muted">
          {t('console.upload.retrying', { reason: job.data.error })}
        </p>
      )}
      {state === 'failed' && (
        <FormAlert testId="highlight-failed">
          {t('console.highlights.failed', { reason: job.data?.error ?? '—' })}
        </FormAlert>
      )}
      {state === 'done' && (
        <FormAlert kind="success" testId="highlight-done">
          {t('console.highlights.done')}
        </FormAlert>
      )}
    </div>
  );
}
