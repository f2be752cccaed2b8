import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { SignUpForm } from '../../../features/auth/components/sign-up-form';
import { SocialButtons } from '../../../features/auth/components/social-buttons';

export const Route = createFileRoute('/auth/sign-up/')({
  staticData: { layout: 'auth' },
  component: SignUpPage,
});

function SignUpPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('auth.signUpTitle')}
      intro={t('auth.signUpIntro')}
      footer={
        <>
          {t('auth.haveAccount')}{' '}
          <Link to="/auth/login/" className="font-semibold text-brand hover:underline" data-testid="to-sign-in">
            {t('auth.signIn')}
          </Link>
        </>
      }
    >
      <SignUpForm />
      <SocialButtons redirect="/auth/sign-up/personalization/" />
    </AuthCard>
  );
}
