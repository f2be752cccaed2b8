import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { nextSignUpStep, subscriptionPath } from '../../../../features/account/lib/sign-up-steps';
import { requireAuth } from '../../../../features/auth/lib/guards';
import { SubscriptionOffers } from '../../../../features/commerce/components/subscription-offers';

export const Route = createFileRoute('/auth/sign-up/subscription/')({
  staticData: { layout: 'auth' },
  beforeLoad: requireAuth,
  // The offers come before the code and skip links: the step shows once they are in, so the
  // links do not move down under a press when the offers arrive. A failure shows its message.
  // Imported here, not above: route options load with the app, the step's code on demand.
  loader: async ({ context }) => {
    const { subscriptionsQueryOptions } = await import(
      '../../../../features/commerce/api/list-subscriptions'
    );
    await context.queryClient.prefetchQuery(subscriptionsQueryOptions());
  },
  component: SignUpSubscriptionPage,
});

/** The last sign-up step (ADR 049): a purchase, a code or "not now" all lead on from here. */
function SignUpSubscriptionPage() {
  const { t } = useTranslation();
  const { config } = Route.useRouteContext();
  const after = nextSignUpStep(subscriptionPath, config);
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-fg">{t('commerce.signUp.title')}</h1>
      <SubscriptionOffers back={after} />
      <Link
        to="/auth/sign-up/subscription/code/"
        className="font-semibold text-brand underline"
        data-testid="sign-up-subscription-code"
      >
        {t('commerce.signUp.haveCode')}
      </Link>
      <Link
        to={after}
        replace
        className="text-sm text-fg-muted underline"
        data-testid="sign-up-subscription-skip"
      >
        {t('commerce.signUp.skip')}
      </Link>
    </section>
  );
}
