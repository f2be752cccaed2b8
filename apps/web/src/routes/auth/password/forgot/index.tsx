import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../../../../features/auth/components/forgot-password-form';

export const Route = createFileRoute('/auth/password/forgot/')({
  staticData: { layout: 'auth', titleKey: 'auth.forgotTitle' },
  component: ForgotPage,
});

function ForgotPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('auth.forgotTitle')}
      intro={t('auth.forgotIntro')}
      footer={
        <Link to="/auth/login/" className="font-semibold text-brand hover:underline">
          {t('auth.backToSignIn')}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
