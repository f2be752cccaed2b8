import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  nextSignUpStep,
  subscriptionPath,
} from '../../../../../../features/account/lib/sign-up-steps';
import { requireAuth } from '../../../../../../features/auth/lib/guards';
import { CheckoutForm } from '../../../../../../features/commerce/components/checkout-form';

export const Route = createFileRoute('/auth/sign-up/subscription/buy/$id/')({
  staticData: { layout: 'auth' },
  beforeLoad: requireAuth,
  component: SignUpBuyPage,
});

function SignUpBuyPage() {
  const { t } = useTranslation();
  const { id } = Route.useParams();
  const { config } = Route.useRouteContext();
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-fg">{t('commerce.checkout')}</h1>
      <CheckoutForm productId={id} back={nextSignUpStep(subscriptionPath, config)} />
    </section>
  );
}
