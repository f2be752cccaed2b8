import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PersonalizationForm } from '../../../../features/account/components/personalization-form';
import {
  nextSignUpStep,
  personalizationPath,
} from '../../../../features/account/lib/sign-up-steps';
import { AuthCard } from '../../../../features/auth/components/auth-card';
import { requireAuth } from '../../../../features/auth/lib/guards';

export const Route = createFileRoute('/auth/sign-up/personalization/')({
  staticData: { layout: 'auth' },
  beforeLoad: requireAuth,
  component: PersonalizationPage,
});

function PersonalizationPage() {
  const { t } = useTranslation();
  const { config } = Route.useRouteContext();
  const navigate = useNavigate();
  return (
    <AuthCard title={t('personalization.title')} intro={t('personalization.intro')}>
      <PersonalizationForm
        onDone={() =>
          void navigate({ href: nextSignUpStep(personalizationPath, config), replace: true })
        }
      />
    </AuthCard>
  );
}
