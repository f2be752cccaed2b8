// Saves a video to the watchlist or removes it. The saved state comes from get_watchlist_ids, so
// every button for the same video agrees; visitors see no button (the watchlist needs an account).
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { selectIsAuthenticated, useSession } from '../../../lib/session/session-store';
import { notify } from '../../../ui/notify';
import { useAddToWatchlist } from '../api/add-to-watchlist';
import { useWatchlistIds } from '../api/get-watchlist-ids';
import { useRemoveFromWatchlist } from '../api/remove-from-watchlist';

export interface SaveButtonProps {
  videoId: string;
  title: string;
  /** `card`: a round icon over a poster; `page`: a labelled button beside the event's details. */
  look: 'card' | 'page';
}

function BookmarkGlyph({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d="M6 3h12v18l-6-4.5L6 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function SaveButton({ videoId, title, look }: SaveButtonProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const signedIn = useSession(selectIsAuthenticated);
  const ids = useWatchlistIds(signedIn);
  const add = useAddToWatchlist();
  const remove = useRemoveFromWatchlist();
  if (!signedIn) return null;
  const saved = ids.data?.includes(videoId) ?? false;
  const busy = add.isPending || remove.isPending || ids.isPending;
  const toggle = () => {
    const change = saved ? remove : add;
    change.mutate(videoId, { onError: (error) => notify.danger(errorText(error)) });
  };
  const label = saved
    ? t('personal.watchlist.remove', { title })
    : t('personal.watchlist.save', { title });
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      aria-pressed={saved}
      aria-label={label}
      title={label}
      className={clsx(
        'inline-flex items-center justify-center transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60',
        look === 'card'
          ? 'size-9 rounded-full bg-black/60 text-white ring-1 ring-white/30 backdrop-blur hover:bg-brand hover:text-brand-fg'
          : 'h-10 gap-2 rounded-lg bg-surface-2 px-4 text-sm font-semibold text-fg hover:bg-surface-3',
      )}
      data-testid="save-button"
      data-saved={saved ? 'true' : 'false'}
    >
      <BookmarkGlyph filled={saved} />
      {look === 'page' && (
        <span>{saved ? t('personal.watchlist.saved') : t('personal.watchlist.saveShort')}</span>
      )}
    </button>
  );
}
