// A read-only value (an ingest address, a stream key) with a Copy button; whether the copy worked
// is said in a polite live region, so a screen reader hears it without losing its place.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';

type Copied = 'idle' | 'copied' | 'failed';

export function CopyField({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [copied, setCopied] = useState<Copied>('idle');
  const copy = () => {
    // The clipboard is missing on plain-http pages other than localhost: say so, the field
    // can still be selected and copied by hand.
    const write =
      navigator.clipboard?.writeText(value) ?? Promise.reject(new Error('no clipboard'));
    void write.then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          readOnly
          value={value}
          dir="ltr"
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 min-w-0 flex-1 rounded-lg border border-line bg-canvas px-3 font-mono text-sm text-fg outline-none focus-visible:ring-2 focus-visible:ring-brand/60"
          data-testid={testId}
        />
        <Button
          type="button"
          kind="secondary"
          outline
          onClick={copy}
          aria-label={t('console.live.copyNamed', { name: label })}
          data-testid={`${testId}-copy`}
        >
          {t('console.live.copy')}
        </Button>
      </div>
      <p role="status" className="min-h-4 text-xs text-fg-muted" data-testid={`${testId}-status`}>
        {copied === 'copied' && t('console.live.copied')}
        {copied === 'failed' && t('console.live.copyFailed')}
      </p>
    </div>
  );
}
