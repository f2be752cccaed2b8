// Makes a subscription or a pass, or edits one: its title, price (typed in the viewer's number
// format, sent in minor units), how long a subscription lasts, whether it is on sale, and the
// leagues, categories and teams it unlocks. A pass names its game when made; type and game stay.
import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminEvent, AdminIdentity } from '@touchline/contract/calls/admin';
import type { AdminProduct } from '@touchline/contract/calls/admin-products';
import { durationUnit } from '@touchline/contract/entities/product';
import { accessModel } from '@touchline/contract/enums';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormattingLocale } from '../../../lib/i18n/locale-context';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { errorKey } from '../lib/field-rules';
import { minorDigits } from '../lib/money';
import {
  emptyProduct,
  productFormSchema,
  productValues,
  type ProductFormValues,
} from '../lib/product-form';

export interface ProductFormProps {
  editing?: AdminProduct;
  identities: readonly AdminIdentity[];
  events: readonly AdminEvent[];
  /** The currency a new product starts with (the portal's usual one). */
  currency?: string;
  onSubmit: (values: ProductFormValues) => Promise<unknown>;
  onCancel?: () => void;
  error?: unknown;
}

export function ProductForm(props: ProductFormProps) {
  const { editing, identities, events, currency, onSubmit, onCancel, error } = props;
  const { t } = useTranslation();
  const locale = useFormattingLocale();
  const errorText = useErrorText();
  const initial = () => (editing ? productValues(editing, locale) : emptyProduct(currency));
  const form = useForm<ProductFormValues, unknown, z.output<typeof productFormSchema>>({
    resolver: zodResolver(productFormSchema),
    defaultValues: initial(),
  });
  const { errors, isSubmitting } = form.formState;
  const pass = useWatch({ control: form.control, name: 'type' }) === 'ppv';
  const typedCurrency = useWatch({ control: form.control, name: 'currency' });
  const chosen = useWatch({ control: form.control, name: 'itemIds' });
  // Kept by hand: a lone checkbox registered by name would give a boolean, not a list.
  const toggle = (id: string, on: boolean) =>
    form.setValue('itemIds', on ? [...chosen, id] : chosen.filter((item) => item !== id), {
      shouldDirty: true,
    });
  const message = (text: string | undefined) => {
    const key = errorKey(text);
    if (!key) return undefined;
    let digits = 2;
    try {
      digits = minorDigits(typedCurrency.trim().toUpperCase());
    } catch {
      // An unknown currency: its own field says so.
    }
    return t(key, { digits });
  };
  const submit = form.handleSubmit(async (values) => {
    const ok = await onSubmit(values).then(
      () => true,
      () => false,
    );
    if (ok && !editing) form.reset(emptyProduct(currency));
  });
  const prefix = editing ? 'product-edit' : 'product-create';
  const items = identities.filter((identity) => !identity.archived);
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
          label={t('console.products.type')}
          disabled={Boolean(editing)}
          data-testid={`${prefix}-type`}
          {...form.register('type')}
        >
          {accessModel.options.map((model) => (
            <option key={model} value={model}>
              {t(`console.products.types.${model}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('console.products.title')}
          error={message(errors.title?.message)}
          data-testid={`${prefix}-title`}
          {...form.register('title')}
        />
        <TextField
          label={t('console.products.price')}
          inputMode="decimal"
          error={message(errors.price?.message)}
          data-testid={`${prefix}-price`}
          {...form.register('price')}
        />
        <TextField
          label={t('console.products.currency')}
          hint={t('console.products.currencyHint')}
          maxLength={3}
          autoCapitalize="characters"
          error={message(errors.currency?.message)}
          data-testid={`${prefix}-currency`}
          {...form.register('currency')}
        />
        {pass ? (
          <SelectField
            label={t('console.products.game')}
            disabled={Boolean(editing)}
            error={message(errors.eventId?.message)}
            data-testid={`${prefix}-game`}
            {...form.register('eventId')}
          >
            <option value="">{t('console.products.chooseGame')}</option>
            {events.map((event) => (
              <option key={event.id} value={event.id}>
                {event.title}
              </option>
            ))}
          </SelectField>
        ) : (
          <div className="grid grid-cols-2 gap-x-3">
            <TextField
              label={t('console.products.duration')}
              inputMode="numeric"
              error={message(errors.duration?.message)}
              data-testid={`${prefix}-duration`}
              {...form.register('duration')}
            />
            <SelectField
              label={t('console.products.durationUnits')}
              data-testid={`${prefix}-units`}
              {...form.register('durationUnits')}
            >
              {durationUnit.options.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`console.products.units.${unit}`)}
                </option>
              ))}
            </SelectField>
          </div>
        )}
        <TextField
          label={t('console.products.description')}
          error={message(errors.description?.message)}
          data-testid={`${prefix}-description`}
          {...form.register('description')}
        />
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2 pb-2 text-sm text-fg">
        <label className="flex items-center gap-2">
          <input type="checkbox" data-testid={`${prefix}-on-sale`} {...form.register('onSale')} />
          {t('console.products.onSale')}
        </label>
        {!pass && (
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              data-testid={`${prefix}-auto-renew`}
              {...form.register('autoRenew')}
            />
            {t('console.products.autoRenew')}
          </label>
        )}
      </div>
      {!pass && (
        <fieldset className="flex flex-col gap-1" data-testid={`${prefix}-items`}>
          <legend className="text-sm font-semibold text-fg">{t('console.products.items')}</legend>
          <p className="text-xs text-fg-muted">{t('console.products.itemsHint')}</p>
          <div className="grid max-h-48 gap-1 overflow-y-auto rounded-lg border border-line p-2 text-sm sm:grid-cols-2">
            {items.map((identity) => (
              <label key={identity.id} className="flex items-center gap-2 text-fg">
                <input
                  type="checkbox"
                  checked={chosen.includes(identity.id)}
                  onChange={(event) => toggle(identity.id, event.target.checked)}
                />
                <span>
                  {identity.title}{' '}
                  <span className="text-fg-muted">({t(`console.kinds.${identity.kind}`)})</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="mt-2 flex gap-2">
        <Button type="submit" disabled={isSubmitting} data-testid={`${prefix}-submit`}>
          {editing ? t('console.save') : t('console.products.create')}
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
