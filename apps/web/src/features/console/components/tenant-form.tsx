// Creates a tenant or edits one (ADR 064): host names, brand, languages and their default, feature
// flags, device limit, payments and sign-on. Every control is labelled; groups of boxes are
// fieldsets with a legend, so a screen reader names the group before each box.
import { zodResolver } from '@hookform/resolvers/zod';
import { paymentProvider, type PlatformTenant } from '@touchline/contract/calls/platform-tenants';
import { locale } from '@touchline/contract/enums';
import { useMemo } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { nativeLanguageName } from '../../../lib/i18n/locales';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { errorKey } from '../lib/field-rules';
import {
  emptyTenant,
  featureNames,
  tenantFormSchema,
  tenantValues,
  type TenantFormValues,
} from '../lib/tenant-form';

export interface TenantFormProps {
  /** The tenant being edited; none to create one. */
  editing?: PlatformTenant;
  onSubmit: (values: TenantFormValues) => Promise<unknown>;
  onCancel?: () => void;
  error?: unknown;
}

const boxClass = 'size-4 rounded border-line accent-brand';
const legendClass = 'mb-2 text-sm font-semibold text-fg';

export function TenantForm({ editing, onSubmit, onCancel, error }: TenantFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const schema = useMemo(() => tenantFormSchema(!editing), [editing]);
  const form = useForm<TenantFormValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: editing ? tenantValues(editing) : emptyTenant(),
  });
  const { errors, isSubmitting } = form.formState;
  const chosen = useWatch({ control: form.control, name: 'languages' });
  const message = (text: string | undefined) => {
    const key = errorKey(text);
    return key && t(key);
  };
  const submit = form.handleSubmit(async (values) => {
    const ok = await onSubmit(values).then(
      () => true,
      () => false,
    );
    if (ok && !editing) form.reset(emptyTenant());
  });
  const prefix = editing ? 'tenant-edit' : 'tenant-create';
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      data-testid={`${prefix}-form`}
    >
      {error !== undefined && error !== null && (
        <FormAlert testId={`${prefix}-error`}>{errorText(error)}</FormAlert>
      )}
      <div className="grid gap-x-4 sm:grid-cols-2">
        {!editing && (
          <TextField
            label={t('console.tenants.slug')}
            hint={t('console.tenants.slugHint')}
            error={message(errors.slug?.message)}
            data-testid={`${prefix}-slug`}
            {...form.register('slug')}
          />
        )}
        <TextField
          label={t('console.tenants.name')}
          error={message(errors.name?.message)}
          data-testid={`${prefix}-name`}
          {...form.register('name')}
        />
        <TextField
          label={t('console.tenants.hosts')}
          hint={t('console.tenants.hostsHint')}
          error={message(errors.hosts?.message)}
          data-testid={`${prefix}-hosts`}
          {...form.register('hosts')}
        />
        <TextField
          label={t('console.tenants.logoUrl')}
          error={message(errors.logoUrl?.message)}
          data-testid={`${prefix}-logo`}
          {...form.register('logoUrl')}
        />
        {(['primary', 'primaryContrast', 'accent'] as const).map((field) => (
          <TextField
            key={field}
            label={t(`console.tenants.${field}`)}
            error={message(errors[field]?.message)}
            data-testid={`${prefix}-${field}`}
            {...form.register(field)}
          />
        ))}
      </div>
      <fieldset data-testid={`${prefix}-languages`}>
        <legend className={legendClass}>{t('console.tenants.languages')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {locale.options.map((code) => (
            <label key={code} className="flex items-center gap-2 text-sm text-fg">
              <input
                type="checkbox"
                value={code}
                className={boxClass}
                {...form.register('languages')}
              />
              <span lang={code}>{nativeLanguageName(code)}</span>
            </label>
          ))}
        </div>
        {errors.languages && (
          <p role="alert" className="mt-1 text-xs text-live">
            {message(errors.languages.message)}
          </p>
        )}
      </fieldset>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <SelectField
          label={t('console.tenants.defaultLanguage')}
          error={message(errors.defaultLanguage?.message)}
          data-testid={`${prefix}-default-language`}
          {...form.register('defaultLanguage')}
        >
          {locale.options
            .filter((code) => chosen.includes(code))
            .map((code) => (
              <option key={code} value={code} lang={code}>
                {nativeLanguageName(code)}
              </option>
            ))}
        </SelectField>
        <TextField
          label={t('console.tenants.defaultCountry')}
          error={message(errors.defaultCountry?.message)}
          data-testid={`${prefix}-country`}
          {...form.register('defaultCountry')}
        />
        <TextField
          label={t('console.tenants.deviceLimit')}
          inputMode="numeric"
          error={message(errors.deviceLimit?.message)}
          data-testid={`${prefix}-device-limit`}
          {...form.register('deviceLimit')}
        />
      </div>
      <fieldset data-testid={`${prefix}-features`}>
        <legend className={legendClass}>{t('console.tenants.features')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {featureNames.map((name) => (
            <label key={name} className="flex items-center gap-2 text-sm text-fg">
              <input
                type="checkbox"
                className={boxClass}
                data-testid={`${prefix}-feature-${name}`}
                {...form.register(`features.${name}`)}
              />
              {t(`console.tenants.flags.${name}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-x-4 sm:grid-cols-3">
        <legend className={legendClass}>{t('console.tenants.payment')}</legend>
        <SelectField
          label={t('console.tenants.provider')}
          data-testid={`${prefix}-provider`}
          {...form.register('provider')}
        >
          {paymentProvider.options.map((provider) => (
            <option key={provider} value={provider}>
              {t(`console.tenants.providers.${provider}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('console.tenants.currency')}
          error={message(errors.currency?.message)}
          data-testid={`${prefix}-currency`}
          {...form.register('currency')}
        />
        <TextField
          label={t('console.tenants.publicKey')}
          error={message(errors.publicKey?.message)}
          data-testid={`${prefix}-public-key`}
          {...form.register('publicKey')}
        />
      </fieldset>
      <SignOnField
        prefix={prefix}
        error={message(errors.signOn?.message)}
        {...form.register('signOn')}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting} data-testid={`${prefix}-submit`}>
          {editing ? t('console.save') : t('console.tenants.create')}
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

/** The sign-on settings as JSON, in the shape the tenant's settings keep them. */
function SignOnField({
  prefix,
  error,
  ...textarea
}: { prefix: string; error: string | undefined } & UseFormRegisterReturn<'signOn'>) {
  const { t } = useTranslation();
  const id = `${prefix}-sign-on`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {t('console.tenants.signOn')}
      </label>
      <textarea
        id={id}
        rows={4}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="w-full rounded-lg border border-line bg-canvas px-3 py-2 font-mono text-sm text-fg focus-visible:border-brand focus-visible:ring-2 focus-visible:ring-brand/60 focus-visible:outline-none"
        data-testid={id}
        {...textarea}
      />
      <p id={`${id}-hint`} className="text-xs text-fg-muted">
        {t('console.tenants.signOnHint')}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-live">
          {error}
        </p>
      )}
    </div>
  );
}
