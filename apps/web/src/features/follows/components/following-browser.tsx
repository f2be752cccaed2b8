// A following browser of spec §2 (/following/league/…, /following/category/…): leagues or
// categories, or the teams of a league and the sub-categories of a category, each with its follow
// button; the `followed` variants show only what the viewer follows. The route supplies the items.
import type { FollowTarget } from '@touchline/contract/enums';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleHref } from '../../../lib/i18n/locale-context';
import { selectIsAuthenticated, useSession } from '../../../lib/session/session-store';
import { Image } from '../../../ui/image';
import { Skeleton } from '../../../ui/skeleton';
import { useFollows } from '../api/list-follows';
import { FollowButton } from './follow-button';
import { useFailureToast } from '../../../ui/use-failure-toast';

export interface BrowserItem {
  id: string;
  title: string;
  imageUrl: string | null;
  /** Where the item's own items are browsed (a league's teams), if it has any. */
  childrenHref?: string;
}

export interface FollowingBrowserProps {
  title: string;
  type: FollowTarget;
  items: readonly BrowserItem[] | undefined;
  loading: boolean;
  error: unknown;
  followedOnly: boolean;
  /** The other variant of this browser (all ↔ followed). */
  switchHref: string;
  /** Below the list: the sign-up steps put their way on here. */
  footer?: ReactNode;
}

function ItemLink({ item }: { item: BrowserItem }) {
  const href = useLocaleHref(item.childrenHref ?? '/');
  const body = (
    <>
      <span className="size-10 shrink-0 overflow-hidden rounded-lg bg-surface-2">
        {item.imageUrl && <Image src={item.imageUrl} alt="" width={80} height={80} />}
      </span>
      <span className="truncate font-semibold text-fg">{item.title}</span>
    </>
  );
  return item.childrenHref ? (
    <a href={href} className="flex min-w-0 items-center gap-3 hover:text-brand">
      {body}
    </a>
  ) : (
    <span className="flex min-w-0 items-center gap-3">{body}</span>
  );
}

export function FollowingBrowser(props: FollowingBrowserProps) {
  const { title, type, items, loading, error, followedOnly, switchHref, footer } = props;
  const { t } = useTranslation();
  const signedIn = useSession(selectIsAuthenticated);
  const follows = useFollows(signedIn);
  const followed = useSession((state) => state.followed);
  useFailureToast(error ?? (follows.isError ? follows.error : null));
  const shown = followedOnly ? items?.filter((item) => item.id in followed) : items;
  const switchTo = useLocaleHref(switchHref);
  return (
    <section className="px-4 pt-6 pb-12 sm:px-6 lg:px-10" data-testid="following-browser">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-fg">{title}</h1>
        <a href={switchTo} className="text-sm font-semibold text-brand hover:underline">
          {followedOnly ? t('personal.follow.showAll') : t('personal.follow.showFollowed')}
        </a>
      </div>
      <div className="mt-6" aria-busy={loading}>
        {loading ? (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-16 rounded-xl" />
            ))}
          </div>
        ) : !shown || shown.length === 0 ? (
          <p
            className="rounded-xl border border-dashed border-line px-6 py-10 text-center text-fg-muted"
            data-testid="following-empty"
          >
            {error
              ? t('personal.loadFailed')
              : followedOnly
                ? t('personal.follow.emptyFollowed')
                : t('personal.follow.emptyAll')}
          </p>
        ) : (
          // One column on phones is `minmax(0, 1fr)` (grid-cols-1), not an auto track: a long
          // title is cut with an ellipsis instead of widening the page.
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((item) => (
              <li
                key={item.id}
                className="flex items-center justify-between gap-3 rounded-xl bg-surface p-3 ring-1 ring-line"
                data-testid="following-item"
                data-id={item.id}
              >
                <ItemLink item={item} />
                <FollowButton id={item.id} type={type} title={item.title} size="small" />
              </li>
            ))}
          </ul>
        )}
      </div>
      {/* Offered once the list is in: it sits below the list, so a list arriving under a press
          on its way to the button would move it, and the press would land on a follow button. */}
      {footer && !loading && <div className="mt-8 flex justify-end">{footer}</div>}
    </section>
  );
}
