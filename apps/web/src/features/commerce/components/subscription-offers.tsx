// The subscriptions on sale, each with its price, period and a link to its checkout.
import { useTranslation } from 'react-i18next';
import { useFormattingLocale } from '../../../lib/i18n/locale-context';
import { useSubscriptions } from '../api/list-subscriptions';
import { BuyLink } from './buy-link';

export function SubscriptionOffers({ back }: { back: string }) {
  const { t } = useTranslation();
  const locale = useFormattingLocale();
  const offers = useSubscriptions();
  if (offers.isPending) return <p className="text-fg-muted">{t('commerce.loading')}</p>;
  if (offers.isError) return <p role="alert">{t('commerce.loadFailed')}</p>;
  return (
    <ul role="list" className="flex flex-col gap-3" data-testid="subscription-offers">
      {offers.data.map((offer) => (
        <li
          key={offer.id}
          className="flex items-start justify-between gap-4 rounded-lg border border-line p-4"
        >
          <div className="min-w-0">
            <p className="font-semibold text-fg">{offer.title}</p>
            {offer.description && <p className="text-sm text-fg-muted">{offer.description}</p>}
          </div>
          <div className="flex shrink-0 flex-col items-end gap-2">
            <p className="font-bold tabular-nums">
              {new Intl.NumberFormat(locale, {
                style: 'currency',
                currency: offer.currency,
              }).format(offer.price)}
            </p>
            <BuyLink productId={offer.id} title={offer.title} back={back} />
          </div>
        </li>
      ))}
    </ul>
  );
}
