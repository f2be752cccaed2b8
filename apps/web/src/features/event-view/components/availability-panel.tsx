// Shown instead of the player when the viewer may not watch: why, and what would unlock it.
import type { Product } from '@touchline/contract/entities/product';
import { useTranslation } from 'react-i18next';
import { useFormattingLocale, useLocaleHref } from '../../../lib/i18n/locale-context';
import { LockIcon } from '../../../ui/icons';
import type { Availability } from '../lib/event-facts';

export function formatPrice(price: number, currency: string, locale: string) {
  if (!/^[A-Z]{3}$/.test(currency)) return String(price);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(price);
}

export function AvailabilityPanel({
  availability,
  options,
  poster,
  loading,
}: {
  availability: Exclude<Availability, 'available'>;
  options: Product[];
  poster: string | null;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section
      className="relative isolate grid aspect-video w-full place-items-center overflow-hidden bg-black text-white sm:rounded-xl"
      aria-labelledby="availability-title"
      data-testid="availability"
      data-reason={availability}
    >
      {poster && (
        <img
          src={poster}
          alt=""
          className="absolute inset-0 -z-10 size-full object-cover opacity-30 blur-sm"
        />
      )}
      <div className="max-w-lg px-6 text-center">
        <span className="mx-auto mb-3 grid size-12 place-items-center rounded-full bg-white/15">
          <LockIcon width={22} height={22} />
        </span>
        <h2 id="availability-title" className="text-lg font-bold sm:text-xl">
          {t(
            `eventView.availability.${availability === 'not-in-region' ? 'region' : 'entitlement'}.title`,
          )}
        </h2>
        <p className="mt-1 text-sm text-white/80">
          {t(
            `eventView.availability.${availability === 'not-in-region' ? 'region' : 'entitlement'}.text`,
          )}
        </p>
        {availability === 'not-entitled' && <CommerceOptions options={options} loading={loading} />}
      </div>
    </section>
  );
}

function CommerceOptions({ options, loading }: { options: Product[]; loading: boolean }) {
  const { t } = useTranslation();
  const locale = useFormattingLocale();
  const buyHref = useLocaleHref('/account/subscription/buy/');
  if (loading)
    return (
      <p className="mt-4 text-sm text-white/70">{t('eventView.availability.loadingOptions')}</p>
    );
  if (options.length === 0)
    return <p className="mt-4 text-sm text-white/70">{t('eventView.availability.noOptions')}</p>;
  return (
    <ul className="mt-4 space-y-2 text-start" data-testid="commerce-options">
      {options.map((product) => (
        <li key={product.id}>
          <a
            href={`${buyHref}${encodeURIComponent(product.id)}/`}
            className="flex items-center justify-between gap-3 rounded-lg bg-white/10 px-4 py-3 ring-1 ring-white/15 hover:bg-white/20"
          >
            <span className="min-w-0">
              <span className="block truncate font-semibold">{product.title}</span>
              <span className="block text-xs text-white/70">
                {t(`eventView.availability.type.${product.type}`)}
              </span>
            </span>
            <span className="shrink-0 font-bold tabular-nums">
              {formatPrice(product.price, product.currency, locale)}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
