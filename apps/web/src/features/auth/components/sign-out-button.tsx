// Signs out from a page that has no account menu (the club choice): a way out of it.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '../../../lib/session/session-store';
import { Button } from '../../../ui/button';
import { signOut } from '../lib/sign-out';

export function SignOutButton({ label }: { label?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Button
      link
      kind="secondary"
      onClick={() =>
        void signOut({ store: sessionStore(), queryClient }).then(() =>
          navigate({ href: '/', replace: true }),
        )
      }
      data-testid="sign-out-button"
    >
      {label ?? t('auth.signOut')}
    </Button>
  );
}
