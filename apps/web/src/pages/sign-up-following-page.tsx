// The sign-up following steps of spec §2: a following browser with a way on to the next sign-up
// step (or home), so a new viewer picks leagues and categories before their first page.
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { FollowingBrowserPage, type BrowserSpec } from './following-browser-page';
import { useNextSignUpStep } from './use-next-sign-up-step';

export function SignUpFollowingPage({
  step,
  ...spec
}: Omit<BrowserSpec, 'base' | 'footer'> & { step: string }) {
  const { t } = useTranslation();
  const next = useNextSignUpStep(step);
  // While the next step loads, the router keeps this one on screen under the new address: a
  // press then would ask for the step already on its way, and be lost.
  const moving = useRouterState({ select: (state) => state.status === 'pending' });
  return (
    <FollowingBrowserPage
      {...spec}
      base="/auth/sign-up/following"
      footer={
        <Button onClick={() => void next()} disabled={moving} data-testid="sign-up-following-next">
          {t('personal.follow.continue')}
        </Button>
      }
    />
  );
}
