import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  nextSignUpStep,
  subscriptionPath,
} from '../../../../../features/account/lib/sign-up-steps';
import { requireAuth } from '../../../../../features/auth/lib/guards';
import { AccessCodeForm } from '../../../../../features/commerce/components/access-code-form';

export const Route = createFileRoute('/auth/sign-up/subscription/code/')({
  staticData: { layout: 'auth' },
  beforeLoad: requireAuth,
  component: SignUpCodePage,
});

function SignUpCodePage() {
  const { t } = useTranslation();
  const { config } = Route.useRouteContext();
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-fg">{t('commerce.code.title')}</h1>
      <AccessCodeForm />
      <Link
        to={nextSignUpStep(subscriptionPath, config)}
        replace
        className="text-sm text-fg-muted underline"
        data-testid="sign-up-code-done"
      >
        {t('commerce.signUp.done')}
      </Link>
    </section>
  );
}
