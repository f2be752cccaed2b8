// Uploads a league's, category's or team's logo as an image file. The browser's own check (kind
// and size) saves a pointless upload; the portal decides by the file's content and says why not.
import type { AdminIdentity } from '@touchline/contract/calls/admin';
import { logoMaxBytes, logoTypes } from '@touchline/contract/calls/admin-media';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';

export interface LogoUploadProps {
  identity: AdminIdentity;
  onUpload: (file: File) => Promise<unknown>;
  error?: unknown;
}

/** Why the browser already knows the file will not do, or null. */
export function logoFileProblem(file: File): 'wrongType' | 'tooLarge' | null {
  if (!(logoTypes as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > logoMaxBytes) return 'tooLarge';
  return null;
}

export function LogoUpload({ identity, onUpload, error }: LogoUploadProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<'idle' | 'sending' | 'done'>('idle');
  const problem = file ? logoFileProblem(file) : null;
  const send = async () => {
    if (!file || problem) return;
    setPhase('sending');
    const ok = await onUpload(file).then(
      () => true,
      () => false,
    );
    setPhase(ok ? 'done' : 'idle');
  };
  return (
    <div className="flex flex-col gap-3" data-testid="logo-upload" data-id={identity.id}>
      {error !== undefined && error !== null && phase === 'idle' && (
        <FormAlert testId="logo-error">{errorText(error)}</FormAlert>
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-semibold text-fg">
          {t('console.logo.file', { title: identity.title })}
        </label>
        <input
          id={inputId}
          type="file"
          accept={logoTypes.join(',')}
          disabled={phase === 'sending'}
          aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-problem` : ''}`}
          aria-invalid={problem ? true : undefined}
          data-testid="logo-file"
          className="text-sm text-fg file:me-3 file:rounded-lg file:border-0 file:bg-surface-2 file:px-3 file:py-2 file:font-semibold file:text-fg"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setPhase('idle');
          }}
        />
        <p id={`${inputId}-hint`} className="text-xs text-fg-muted">
          {t('console.logo.hint', { size: Math.round(logoMaxBytes / 1024) })}
        </p>
        {problem && (
          <p id={`${inputId}-problem`} role="alert" className="text-xs text-live">
            {t(`console.logo.${problem}`)}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          disabled={!file || problem !== null || phase === 'sending'}
          onClick={() => void send()}
          data-testid="logo-send"
        >
          {phase === 'sending' ? t('console.logo.sending') : t('console.logo.send')}
        </Button>
        {phase === 'done' && (
          <span role="status" className="text-sm text-fg" data-testid="logo-done">
            {t('console.logo.done')}
          </span>
        )}
      </div>
    </div>
  );
}
