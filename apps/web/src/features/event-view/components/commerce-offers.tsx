// The offers that unlock an event, listed with their price; the page composing this feature may
// add a way to buy each (`renderBuy`, the commerce feature's checkout link).
import type { Product } from '@touchline/contract/entities/product';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormattingLocale } from '../../../lib/i18n/locale-context';

export function formatPrice(price: number, currency: string, locale: string) {
  if (!/^[A-Z]{3}$/.test(currency)) return String(price);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(price);
}

/** "1 month", "2 years"… in the viewer's language, plural rules included. */
export function formatPeriod(
  duration: number,
  unit: NonNullable<Product['durationUnits']>,
  locale: string,
) {
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(
    duration,
  );
}

export function CommerceOffers({
  options,
  loading,
  renderBuy,
}: {
  options: Product[];
  loading: boolean;
  renderBuy?: ((product: Product) => ReactNode) | undefined;
}) {
  const { t } = useTranslation();
  const locale = useFormattingLocale();
  if (loading)
    return (
      <p className="mt-4 text-sm text-white/70">{t('eventView.availability.loadingOptions')}</p>
    );
  if (options.length === 0)
    return <p className="mt-4 text-sm text-white/70">{t('eventView.availability.noOptions')}</p>;
  return (
    <ul
      className="mt-4 space-y-2 text-start"
      aria-label={t('eventView.availability.offers')}
      data-testid="commerce-options"
    >
      {options.map((product) => (
        <li
          key={product.id}
          className="flex items-start justify-between gap-4 rounded-lg bg-black/40 px-4 py-3 ring-1 ring-white/15 backdrop-blur-sm"
          data-testid="commerce-option"
          data-product-id={product.id}
        >
          <div className="min-w-0">
            <p className="font-semibold">{product.title}</p>
            <p className="text-xs text-white/70">
              {t(`eventView.availability.type.${product.type}`)}
              {product.duration !== null && product.durationUnits !== null && (
                <>
                  {' · '}
                  {t('eventView.availability.duration', {
                    period: formatPeriod(product.duration, product.durationUnits, locale),
                  })}
                </>
              )}
            </p>
            {product.description && (
              <p className="mt-1 text-sm text-white/85">{product.description}</p>
            )}
          </div>
          <div className="flex shrink-0 flex-col items-end gap-2">
            <p className="font-bold tabular-nums" data-testid="commerce-price">
              {formatPrice(product.price, product.currency, locale)}
            </p>
            {renderBuy?.(product)}
          </div>
        </li>
      ))}
    </ul>
  );
}
