// Creates a league, category or team, or edits one (title, short name, colour, logo). The parent
// is chosen when it is created: games are filed under their league's lineage at that moment.
import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminIdentity } from '@touchline/contract/calls/admin';
import { identityKind } from '@touchline/contract/enums';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { errorKey } from '../lib/field-rules';
import {
  emptyIdentity,
  identityFormSchema,
  identityValues,
  parentKinds,
  type IdentityFormValues,
} from '../lib/identity-form';

export interface IdentityFormProps {
  /** The identity being edited; none to create one. */
  editing?: AdminIdentity;
  /** Candidates for the parent (archived ones and the identity itself are left out here). */
  identities: readonly AdminIdentity[];
  onSubmit: (values: IdentityFormValues) => Promise<unknown>;
  onCancel?: () => void;
  error?: unknown;
}

export function IdentityForm({
  editing,
  identities,
  onSubmit,
  onCancel,
  error,
}: IdentityFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useForm<IdentityFormValues, unknown, z.output<typeof identityFormSchema>>({
    resolver: zodResolver(identityFormSchema),
    defaultValues: editing ? identityValues(editing) : emptyIdentity('league'),
  });
  const { errors, isSubmitting } = form.formState;
  const message = (text: string | undefined) => {
    const key = errorKey(text);
    return key && t(key);
  };
  const parents = identities.filter(
    (identity) =>
      !identity.archived && parentKinds.includes(identity.kind) && identity.id !== editing?.id,
  );
  const submit = form.handleSubmit(async (values) => {
    const ok = await onSubmit(values).then(
      () => true,
      () => false,
    );
    if (ok && !editing) form.reset(emptyIdentity(values.kind));
  });
  const prefix = editing ? 'identity-edit' : 'identity-create';
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-1"
      data-testid={`${prefix}-form`}
    >
      {error !== undefined && error !== null && (
        <FormAlert testId={`${prefix}-error`}>{errorText(error)}</FormAlert>
      )}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <SelectField
          label={t('console.identities.kind')}
          disabled={Boolean(editing)}
          data-testid={`${prefix}-kind`}
          {...form.register('kind')}
        >
          {identityKind.options.map((kind) => (
            <option key={kind} value={kind}>
              {t(`console.kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('console.identities.parent')}
          disabled={Boolean(editing)}
          data-testid={`${prefix}-parent`}
          {...form.register('parentId')}
        >
          <option value="">{t('console.identities.noParent')}</option>
          {parents.map((identity) => (
            <option key={identity.id} value={identity.id}>
              {identity.title} · {t(`console.kinds.${identity.kind}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('console.identities.title')}
          error={message(errors.title?.message)}
          data-testid={`${prefix}-title`}
          {...form.register('title')}
        />
        <TextField
          label={t('console.identities.shortName')}
          error={message(errors.shortName?.message)}
          data-testid={`${prefix}-short-name`}
          {...form.register('shortName')}
        />
        <TextField
          label={t('console.identities.colour')}
          hint={t('console.identities.colourHint')}
          error={message(errors.colour?.message)}
          data-testid={`${prefix}-colour`}
          {...form.register('colour')}
        />
        <TextField
          label={t('console.identities.logoUrl')}
          hint={t('console.identities.logoUrlHint')}
          error={message(errors.logoUrl?.message)}
          data-testid={`${prefix}-logo`}
          {...form.register('logoUrl')}
        />
      </div>
      <div className="mt-2 flex gap-2">
        <Button type="submit" disabled={isSubmitting} data-testid={`${prefix}-submit`}>
          {editing ? t('console.save') : t('console.identities.create')}
        </Button>
        {onCancel && (
          <Button type="button" kind="secondary" outline onClick={onCancel}>
            {t('console.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
