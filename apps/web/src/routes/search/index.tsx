import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '../../features/search/components/search-page';
import { searchQueryOptions } from '../../features/search/api/search';
import { searchHead } from '../../features/search/lib/search-head';
import { normaliseQuery, readSearchPageSearch } from '../../features/search/lib/search-params';
import { routeHead } from '../../lib/router/page-head-tags';

export const Route = createFileRoute('/search/')({
  staticData: { layout: 'home' },
  validateSearch: readSearchPageSearch,
  // A shared or reloaded search arrives with its results (rendered on the server, in its
  // `_payload.json`, and from the cache on hydration) instead of a skeleton.
  loaderDeps: ({ search }) => ({ q: normaliseQuery(search.q ?? '') }),
  loader: ({ context, deps }) => {
    if (deps.q) void context.queryClient.prefetchQuery(searchQueryOptions(deps.q));
  },
  // Its title and description on the server too; the page keeps the title in the browser.
  head: ({ match }) => routeHead(match.context.i18n ? searchHead(match.context.i18n.t) : null),
  component: Page,
});

function Page() {
  // Read once: the page owns the text while open and writes it back to the URL.
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SearchPage
      initialQuery={q ?? ''}
      onQueryChange={(next) =>
        void navigate({ search: next ? { q: next } : {}, replace: true, resetScroll: false })
      }
    />
  );
}
