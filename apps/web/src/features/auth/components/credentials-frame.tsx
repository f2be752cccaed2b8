// The frame of the sign-in and sign-up pages: the heading, an optional notice, the form with its
// error summary above the fields and its submit button below, the providers as alternates, and
// the way over to the other form. Each form brings only its fields and its call.
import { Link } from '@tanstack/react-router';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { AuthCard } from './auth-card';
import { SocialButtons } from './social-buttons';

export type CredentialsMode = 'login' | 'sign-up';

/** Texts and ways of each form; test ids follow the mode (login-form, sign-up-submit, …). */
const modes = {
  login: {
    title: 'auth.signInTitle',
    intro: undefined,
    submit: 'auth.signIn',
    busy: 'auth.signingIn',
    other: {
      question: 'auth.noAccount',
      to: '/auth/sign-up/',
      label: 'auth.createAccount',
      testId: 'to-sign-up',
    },
  },
  'sign-up': {
    title: 'auth.signUpTitle',
    intro: 'auth.signUpIntro',
    submit: 'auth.createAccount',
    busy: 'auth.creatingAccount',
    other: {
      question: 'auth.haveAccount',
      to: '/auth/login/',
      label: 'auth.signIn',
      testId: 'to-sign-in',
    },
  },
} as const;

export interface CredentialsFrameProps {
  mode: CredentialsMode;
  /** The failure of the last submit, shown above the fields. */
  failure: string | null;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Where a provider sign-in leads. */
  redirect?: string;
  /** A message above the form (session expired, device no longer allowed). */
  notice?: ReactNode;
  /** The fields, and anything between them and the submit button. */
  children: ReactNode;
}

export function CredentialsFrame({
  mode,
  failure,
  busy,
  onSubmit,
  redirect,
  notice,
  children,
}: CredentialsFrameProps) {
  const { t } = useTranslation();
  const texts = modes[mode];
  return (
    <AuthCard
      title={t(texts.title)}
      intro={texts.intro && t(texts.intro)}
      footer={
        <>
          {t(texts.other.question)}{' '}
          <Link
            to={texts.other.to}
            className="font-semibold text-brand hover:underline"
            data-testid={texts.other.testId}
          >
            {t(texts.other.label)}
          </Link>
        </>
      }
    >
      {notice}
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-2"
        data-testid={`${mode}-form`}
      >
        {failure && <FormAlert testId={`${mode}-error`}>{failure}</FormAlert>}
        {children}
        <Button type="submit" size="large" fullWidth disabled={busy} data-testid={`${mode}-submit`}>
          {busy ? t(texts.busy) : t(texts.submit)}
        </Button>
      </form>
      <SocialButtons redirect={redirect} />
    </AuthCard>
  );
}
