// Uploads a video to a game (tus, resumable) and follows what happens next: the bytes sent, then
// the transcode job's progress, its failure reason, or a link to the game once it is a replay.
import type { PipelineCapabilities } from '@touchline/contract/calls/admin';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '../../../ui/button';
import { useFormattingLocale, useLocaleHref } from '../../../lib/i18n/locale-context';
import { FormAlert } from '../../../ui/form-alert';
import { gigabytes } from '../lib/when';
import { useJob } from '../api/get-job';
import { consoleKeys } from '../api/query-keys';
import { uploadVideo, type RunningUpload } from '../api/upload-video';
import { JobMeter } from './job-meter';

type Phase =
  | { kind: 'idle' }
  | { kind: 'sending'; percent: number }
  | { kind: 'refused'; reason: string }
  | { kind: 'transcoding'; jobId: string };

export function UploadPanel({
  eventId,
  capabilities,
}: {
  eventId: string;
  capabilities: PipelineCapabilities;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const locale = useFormattingLocale();
  const gameHref = useLocaleHref(`/events/${encodeURIComponent(eventId)}/`);
  const queries = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const running = useRef<RunningUpload | null>(null);
  const job = useJob(phase.kind === 'transcoding' ? phase.jobId : null);
  useEffect(() => () => running.current?.abort(), []);
  const state = job.data?.state;
  useEffect(() => {
    if (state === 'done') void queries.invalidateQueries({ queryKey: consoleKeys.all });
  }, [state, queries]);

  if (!capabilities.transcoding)
    return (
      <FormAlert kind="info" testId="upload-unavailable">
        {t('console.upload.unavailable')}
      </FormAlert>
    );

  const start = () => {
    if (!file) return;
    setPhase({ kind: 'sending', percent: 0 });
    const upload = uploadVideo(eventId, file, {
      onProgress: (sent, total) =>
        setPhase({ kind: 'sending', percent: total ? Math.floor((sent / total) * 100) : 0 }),
    });
    running.current = upload;
    upload.done.then(
      (jobId) => setPhase({ kind: 'transcoding', jobId }),
      (error: unknown) =>
        setPhase({
          kind: 'refused',
          reason: error instanceof Error ? error.message : String(error),
        }),
    );
  };
  const tooLarge = file !== null && file.size > capabilities.maxUploadBytes;
  const busy =
    phase.kind === 'sending' ||
    (phase.kind === 'transcoding' && state !== 'done' && state !== 'failed');
  return (
    <div className="flex flex-col gap-3" data-testid="upload-panel">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-semibold text-fg">
          {t('console.upload.file')}
        </label>
        <input
          id={inputId}
          type="file"
          accept="video/*"
          disabled={busy}
          aria-describedby={`${inputId}-hint`}
          data-testid="upload-file"
          className="text-sm text-fg file:me-3 file:rounded-lg file:border-0 file:bg-surface-2 file:px-3 file:py-2 file:font-semibold file:text-fg"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <p id={`${inputId}-hint`} className="text-xs text-fg-muted">
          {t('console.upload.hint', { size: gigabytes(capabilities.maxUploadBytes, locale) })}
        </p>
        {tooLarge && (
          <p role="alert" className="text-xs text-live">
            {t('console.upload.tooLarge')}
          </p>
        )}
      </div>
      <div>
        <Button
          type="button"
          disabled={!file || tooLarge || busy}
          onClick={start}
          data-testid="upload-start"
        >
          {t('console.upload.start')}
        </Button>
      </div>
      {phase.kind === 'sending' && (
        <JobMeter
          label={t('console.upload.sending')}
          percent={phase.percent}
          testId="upload-progress"
        />
      )}
      {phase.kind === 'refused' && (
        <FormAlert testId="upload-refused">
          {t('console.upload.refused', { reason: phase.reason })}
        </FormAlert>
      )}
      {phase.kind === 'transcoding' && (
        <div className="flex flex-col gap-3" data-testid="transcode" data-state={state ?? 'queued'}>
          {(state === undefined || state === 'queued' || state === 'running') && (
            <JobMeter
              label={t(
                state === 'running' ? 'console.upload.transcoding' : 'console.upload.queued',
              )}
              percent={job.data?.progress ?? 0}
              testId="transcode-progress"
            />
          )}
          {job.data?.error && state !== 'failed' && (
            <p className="text-xs text-fg-muted">
              {t('console.upload.retrying', { reason: job.data.error })}
            </p>
          )}
          {state === 'failed' && (
            <FormAlert testId="transcode-failed">
              {t('console.upload.failed', { reason: job.data?.error ?? '—' })}
            </FormAlert>
          )}
          {state === 'done' && (
            <FormAlert kind="success" testId="transcode-done">
              <span className="flex flex-wrap items-center gap-3">
                {t('console.upload.done')}
                {/* A page of its own: the console stays open, and the portal's viewer rules (a
                    club to choose first, on some tenants) apply there as to any visit. */}
                <a
                  href={gameHref}
                  target="_blank"
                  rel="noopener"
                  className={buttonClassName({ size: 'small' })}
                  data-testid="transcode-open"
                >
                  {t('console.upload.open')}
                </a>
              </span>
            </FormAlert>
          )}
        </div>
      )}
    </div>
  );
}
