// The sub-categories of a category as tabs-like links: "All" (the category itself) and each
// sub-category, the current one marked for assistive tech and by colour.
import { Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../ui/skeleton';
import { useSubCategories } from '../api/list-identities';

const pill =
  'inline-flex h-9 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors';
const idle = 'border-line bg-surface text-fg-muted hover:border-fg-subtle hover:text-fg';
const active = 'border-brand bg-brand text-brand-fg';

export function SubCategoryNav({ mainId, currentId }: { mainId: string; currentId?: string }) {
  const { t } = useTranslation();
  const subs = useSubCategories(mainId);
  if (subs.isSuccess && subs.data.length === 0) return null;
  return (
    <nav aria-label={t('catalog.subCategories')} className="mt-6" data-testid="sub-category-nav">
      <ul role="list" className="flex gap-2 overflow-x-auto pb-1">
        <li>
          <Link
            to="/category/$mainId/"
            params={{ mainId }}
            className={clsx(pill, currentId === undefined ? active : idle)}
            aria-current={currentId === undefined ? 'page' : undefined}
            activeOptions={{ exact: true, includeSearch: false }}
          >
            {t('catalog.allOfCategory')}
          </Link>
        </li>
        {subs.isPending
          ? Array.from({ length: 2 }, (_, i) => (
              <li key={i} aria-hidden="true">
                <Skeleton className="h-9 w-32 rounded-full" />
              </li>
            ))
          : (subs.data ?? []).map((sub) => (
              <li key={sub.id}>
                <Link
                  to="/category/$mainId/sub-category/$subId/"
                  params={{ mainId, subId: sub.id }}
                  className={clsx(pill, sub.id === currentId ? active : idle)}
                  aria-current={sub.id === currentId ? 'page' : undefined}
                  data-testid="sub-category-link"
                >
                  {sub.title}
                </Link>
              </li>
            ))}
      </ul>
    </nav>
  );
}
