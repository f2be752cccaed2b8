import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { requireAuth } from '../../../../features/auth/lib/guards';
import { SubscriptionOffers } from '../../../../features/commerce/components/subscription-offers';

export const Route = createFileRoute('/auth/sign-up/subscription/')({
  staticData: { layout: 'auth' },
  beforeLoad: requireAuth,
  component: SignUpSubscriptionPage,
});

function SignUpSubscriptionPage() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-fg">{t('commerce.signUp.title')}</h1>
      <SubscriptionOffers back="/" />
      <Link to="/auth/sign-up/subscription/code/" className="font-semibold text-brand underline">
        {t('commerce.signUp.haveCode')}
      </Link>
      <Link to="/" className="text-sm text-fg-muted underline">
        {t('commerce.signUp.skip')}
      </Link>
    </section>
  );
}
