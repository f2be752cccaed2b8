// Redeem an access code (at sign-up or in the account): the code's product is granted at once.
// Unknown, used-up and expired codes each get their own message (errors.<code>).
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { TextField } from '../../../ui/text-field';
import { useRedeemAccessCode } from '../api/redeem-access-code';

export function AccessCodeForm() {
  const { t } = useTranslation();
  const errorMessage = useErrorText();
  const client = useQueryClient();
  const redeem = useRedeemAccessCode();
  const [code, setCode] = useState('');
  const [granted, setGranted] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setGranted(null);
    const result = await redeem.mutateAsync(code).catch(() => null);
    if (!result?.contract) return;
    setGranted(result.contract.title);
    setCode('');
    // What the viewer holds changed: availability answers are stale.
    await client.invalidateQueries();
  };
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex max-w-md flex-col gap-2"
      data-testid="access-code-form"
    >
      {redeem.error && (
        <FormAlert testId="access-code-error">{errorMessage(redeem.error)}</FormAlert>
      )}
      {granted && (
        <FormAlert kind="success" testId="access-code-granted">
          {t('commerce.code.granted', { title: granted })}
        </FormAlert>
      )}
      <TextField
        label={t('commerce.code.label')}
        autoComplete="off"
        autoCapitalize="characters"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        data-testid="access-code"
      />
      <div>
        <Button
          type="submit"
          disabled={redeem.isPending || code.trim() === ''}
          data-testid="access-code-submit"
        >
          {t('commerce.code.submit')}
        </Button>
      </div>
    </form>
  );
}
