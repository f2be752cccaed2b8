// /following/: what the viewer follows, by kind, with the ways into the following browsers.
import type { FollowedEntry } from '@touchline/contract/entities/follow-item';
import type { FollowTarget } from '@touchline/contract/enums';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/app/use-document-title';
import { useLocaleHref } from '../../../lib/i18n/locale-context';
import { Skeleton } from '../../../ui/skeleton';
import { useFollows } from '../api/list-follows';
import { FollowButton } from './follow-button';
import { useFailureToast } from '../../../ui/use-failure-toast';

const order: FollowTarget[] = ['league', 'team', 'category', 'subcategory', 'home'];

function BrowseLink({ to, label }: { to: string; label: string }) {
  const href = useLocaleHref(to);
  return (
    <a
      href={href}
      className="inline-flex h-10 items-center rounded-lg bg-surface-2 px-4 text-sm font-semibold text-fg hover:bg-surface-3"
    >
      {label}
    </a>
  );
}

export function FollowingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('personal.follow.title'));
  const follows = useFollows(true);
  useFailureToast(follows.isError ? follows.error : null);
  const groups = order
    .map((type) => ({ type, items: (follows.data ?? []).filter((f) => f.type === type) }))
    .filter(
      (group): group is { type: FollowTarget; items: FollowedEntry[] } => group.items.length > 0,
    );
  return (
    <section className="px-4 pt-6 pb-12 sm:px-6 lg:px-10" data-testid="following-page">
      <h1 className="text-2xl font-bold tracking-tight text-fg">{t('personal.follow.title')}</h1>
      <div className="mt-4 flex flex-wrap gap-3">
        <BrowseLink to="/following/league/" label={t('personal.follow.browseLeagues')} />
        <BrowseLink to="/following/category/" label={t('personal.follow.browseCategories')} />
      </div>
      <div className="mt-8 space-y-8" aria-busy={follows.isPending}>
        {follows.isPending ? (
          <Skeleton className="h-24 rounded-xl" />
        ) : groups.length === 0 ? (
          <p
            className="rounded-xl border border-dashed border-line px-6 py-10 text-center text-fg-muted"
            data-testid="following-empty"
          >
            {follows.isError ? t('personal.loadFailed') : t('personal.follow.emptyFollowed')}
          </p>
        ) : (
          groups.map(({ type, items }) => (
            <div key={type}>
              <h2 className="text-lg font-semibold text-fg">
                {t(`personal.follow.kinds.${type}`)}
              </h2>
              <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {items.map((item) => (
                  <li
                    key={item.id}
                    className="flex items-center justify-between gap-3 rounded-xl bg-surface p-3 ring-1 ring-line"
                    data-testid="followed-item"
                  >
                    <span className="truncate font-semibold text-fg">{item.title}</span>
                    <FollowButton id={item.id} type={type} title={item.title} size="small" />
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
      </div>
    </section>
  );
}
