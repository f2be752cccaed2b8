// Follows a league, category, sub-category or team, or stops. Whether it is followed comes from the
// session's `followed` map (kept from list_by_user and each change); visitors see no button.
import clsx from 'clsx';
import type { FollowTarget } from '@touchline/contract/enums';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { selectIsAuthenticated, useSession } from '../../../lib/session/session-store';
import { notify } from '../../../ui/notify';
import { useFollows } from '../api/list-follows';
import { useRemoveFollow } from '../api/remove-follow';
import { useSaveFollow } from '../api/save-follow';

export interface FollowButtonProps {
  id: string;
  type: FollowTarget;
  title: string;
  size?: 'small' | 'medium';
  /** Name the item in the visible text (where several follow buttons stand side by side). */
  named?: boolean;
}

export function FollowButton({
  id,
  type,
  title,
  size = 'medium',
  named = false,
}: FollowButtonProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const signedIn = useSession(selectIsAuthenticated);
  const followed = useSession((state) => id in state.followed);
  // Brings the session's map up to date once per page (every button shares the one query).
  useFollows(signedIn);
  const save = useSaveFollow();
  const remove = useRemoveFollow();
  if (!signedIn) return null;
  const busy = save.isPending || remove.isPending;
  const toggle = () => {
    const onError = (error: unknown) => notify.danger(errorText(error));
    if (followed) remove.mutate(id, { onError });
    else save.mutate({ id, type }, { onError });
  };
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      aria-pressed={followed}
      aria-label={
        followed ? t('personal.follow.unfollow', { title }) : t('personal.follow.follow', { title })
      }
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded-full font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60',
        size === 'small' ? 'h-8 px-3 text-xs' : 'h-10 px-5 text-sm',
        followed
          ? 'border border-line bg-surface-2 text-fg hover:bg-surface-3'
          : 'bg-brand text-brand-fg hover:brightness-110',
      )}
      data-testid="follow-button"
      data-followed={followed ? 'true' : 'false'}
    >
      {named
        ? followed
          ? t('personal.follow.unfollow', { title })
          : t('personal.follow.follow', { title })
        : followed
          ? t('personal.follow.following')
          : t('personal.follow.followShort')}
    </button>
  );
}
