// The codes of a batch just made, shown this once (the list answers counts only): a CSV download
// made in the browser and a copy of the codes, one a line, for the operator to hand out.
import type { CreatedAccessCodeBatch } from '@touchline/contract/calls/admin-commerce';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormattingLocale } from '../../../lib/i18n/locale-context';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { codesCsv, csvFileName, downloadText } from '../lib/codes-csv';

export function CreatedCodes({
  batch,
  productTitle,
  onDone,
}: {
  batch: CreatedAccessCodeBatch;
  productTitle: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const locale = useFormattingLocale();
  const [copied, setCopied] = useState<boolean | null>(null);
  // The clipboard exists only on secure pages (https, localhost); elsewhere the message says to
  // copy by hand.
  const copy = () =>
    (navigator.clipboard?.writeText(batch.codes.join('\n')) ?? Promise.reject(new Error())).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="flex flex-col gap-3" data-testid="created-codes">
      <FormAlert kind="success" testId="created-codes-once">
        {t('console.commerce.codesOnce', {
          number: new Intl.NumberFormat(locale).format(batch.codes.length),
          label: batch.label,
        })}
      </FormAlert>
      <textarea
        readOnly
        aria-label={t('console.commerce.codesLabel', { label: batch.label })}
        value={batch.codes.join('\n')}
        rows={Math.min(8, batch.codes.length)}
        dir="ltr"
        className="w-full rounded-lg border border-line bg-canvas p-3 font-mono text-sm text-fg"
        data-testid="created-codes-list"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          onClick={() => downloadText(codesCsv(batch, productTitle), csvFileName(batch))}
          data-testid="created-codes-csv"
        >
          {t('console.commerce.downloadCsv')}
        </Button>
        <Button
          kind="secondary"
          outline
          onClick={() => void copy()}
          data-testid="created-codes-copy"
        >
          {t('console.commerce.copy')}
        </Button>
        <Button kind="secondary" link onClick={onDone} data-testid="created-codes-done">
          {t('console.commerce.codesDone')}
        </Button>
        <span role="status" className="text-sm text-fg-muted">
          {copied === true && t('console.commerce.copied')}
          {copied === false && t('console.commerce.copyFailed')}
        </span>
      </div>
    </div>
  );
}
