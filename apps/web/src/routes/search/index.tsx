import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '../../features/search/components/search-page';
import { searchPageSchema } from '../../features/search/lib/search-params';

export const Route = createFileRoute('/search/')({
  staticData: { layout: 'home' },
  validateSearch: searchPageSchema,
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
