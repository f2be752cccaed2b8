import { createFileRoute } from '@tanstack/react-router';
import { SignUpForm } from '../../../features/auth/components/sign-up-form';

export const Route = createFileRoute('/auth/sign-up/')({
  staticData: { layout: 'auth', titleKey: 'auth.signUpTitle' },
  component: SignUpForm,
});
