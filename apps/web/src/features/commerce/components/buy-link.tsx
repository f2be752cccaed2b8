// "Buy" beside an offer: to its checkout, which comes back to `back` (the event) once paid.
// A viewer who is not signed in is sent to sign in first by the checkout's guard.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function BuyLink({
  productId,
  title,
  back,
}: {
  productId: string;
  title: string;
  back: string;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to="/account/subscription/buy/$id/"
      params={{ id: productId }}
      search={{ redirect: back }}
      className="rounded-lg bg-brand px-3 py-1.5 text-sm font-semibold text-brand-fg hover:opacity-90 focus-visible:ring-2 focus-visible:ring-white"
      aria-label={t('commerce.buyOffer', { title })}
      data-testid="commerce-buy"
    >
      {t('commerce.buy')}
    </Link>
  );
}
