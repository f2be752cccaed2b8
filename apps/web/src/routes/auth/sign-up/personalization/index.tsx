import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PersonalizationForm } from '../../../../features/account/components/personalization-form';
import { personalizationPath } from '../../../../features/account/lib/sign-up-steps';
import { AuthCard } from '../../../../features/auth/components/auth-card';
import { requireAuth } from '../../../../features/auth/lib/guards';
import { useNextSignUpStep } from '../../../../pages/use-next-sign-up-step';

export const Route = createFileRoute('/auth/sign-up/personalization/')({
  staticData: { layout: 'auth' },
  beforeLoad: requireAuth,
  // The form's fields depend on these lists: fetched before the step shows, so it shows whole.
  // A list that fails leaves its field out; the step is still shown.
  // Imported here, not above: route options load with the app, the step's code on demand.
  loader: async ({ context }) => {
    const { choicesQueryOptions } = await import('../../../../features/account/api/list-choices');
    await Promise.all([
      context.queryClient.prefetchQuery(choicesQueryOptions('league')),
      context.queryClient.prefetchQuery(choicesQueryOptions('team')),
    ]);
  },
  component: PersonalizationPage,
});

function PersonalizationPage() {
  const { t } = useTranslation();
  const next = useNextSignUpStep(personalizationPath);
  return (
    <AuthCard title={t('personalization.title')} intro={t('personalization.intro')}>
      <PersonalizationForm onDone={() => void next()} />
    </AuthCard>
  );
}
