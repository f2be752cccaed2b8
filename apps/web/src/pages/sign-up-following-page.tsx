// The sign-up following steps of spec §2: a following browser with a way on to the next sign-up
// step (or home), so a new viewer picks leagues and categories before their first page.
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { nextSignUpStep } from '../features/account/lib/sign-up-steps';
import { useCustomerConfig } from '../lib/config/config-context';
import { Button } from '../ui/button';
import { FollowingBrowserPage, type BrowserSpec } from './following-browser-page';

export function SignUpFollowingPage({
  step,
  ...spec
}: Omit<BrowserSpec, 'base' | 'footer'> & { step: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useCustomerConfig();
  return (
    <FollowingBrowserPage
      {...spec}
      base="/auth/sign-up/following"
      footer={
        <Button
          onClick={() => void navigate({ href: nextSignUpStep(step, config), replace: true })}
          data-testid="sign-up-following-next"
        >
          {t('personal.follow.continue')}
        </Button>
      }
    />
  );
}
