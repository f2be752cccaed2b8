// The search page: results as you type (debounced, stale requests cancelled), grouped by teams,
// leagues and categories, and videos; arrow keys walk the results and Enter opens one. The query
// lives in `?q=` so a search can be shared and reloaded.
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerConfig } from '../../../lib/config/config-context';
import { useDebouncedValue } from '../../../lib/app/use-debounced-value';
import { useDocumentTitle } from '../../../lib/app/use-document-title';
import { useLocaleServices } from '../../../lib/i18n/locale-context';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { CloseIcon, SearchIcon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { useSearch } from '../api/search';
import { resultOptions, type ResultOption } from '../lib/result-options';
import { normaliseQuery, searchDebounceMs, searchMaxLength } from '../lib/search-params';
import { optionId, SearchResults } from './search-results';

export interface SearchPageProps {
  /** The query in the URL when the page opened. */
  initialQuery: string;
  /** Keeps the URL's `?q=` in step with what was searched. */
  onQueryChange: (q: string) => void;
}

export function SearchPage({ initialQuery, onQueryChange }: SearchPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('catalog.search.title'));
  const errorText = useErrorText();
  const config = useCustomerConfig();
  const { prefix } = useLocaleServices();
  const navigate = useNavigate();
  const listboxId = useId();
  const [text, setText] = useState(initialQuery);
  const q = useDebouncedValue(normaliseQuery(text), searchDebounceMs);
  const query = useSearch(q);
  const options = q
    ? resultOptions(query.data, { teamPages: !config.features.disableTeamPage })
    : [];
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const active = options.find((option) => option.key === activeKey) ?? null;

  useEffect(() => {
    if (q !== normaliseQuery(initialQuery)) onQueryChange(q);
    // Only a new debounced query writes the URL; the callback's identity does not matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  const open = (option: ResultOption) => {
    if ('href' in option.target) window.location.assign(prefix.href(option.target.href));
    else void navigate(option.target);
  };

  const move = (step: 1 | -1) => {
    if (options.length === 0) return;
    const index = active ? options.indexOf(active) : -1;
    const next =
      index === -1
        ? step === 1
          ? 0
          : options.length - 1
        : (index + step + options.length) % options.length;
    const key = options[next]?.key ?? null;
    setActiveKey(key);
    if (key)
      document.getElementById(optionId(listboxId, key))?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      open(active);
    } else if (event.key === 'Escape') {
      if (active) setActiveKey(null);
      else setText('');
    }
  };

  const settled = q !== '' && query.isSuccess && !query.isPlaceholderData;
  const waiting =
    normaliseQuery(text) !== q || (q !== '' && (query.isPending || query.isPlaceholderData));

  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:px-6 lg:px-10" data-testid="search-page">
      <h1 className="font-display text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">
        {t('catalog.search.title')}
      </h1>
      <div className="relative mt-6">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-fg-subtle"
        />
        <input
          type="search"
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={active ? optionId(listboxId, active.key) : undefined}
          aria-label={t('catalog.search.label')}
          placeholder={t('catalog.search.placeholder')}
          value={text}
          maxLength={searchMaxLength}
          autoFocus
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setText(event.target.value);
            setActiveKey(null);
          }}
          onKeyDown={onKeyDown}
          className="h-14 w-full rounded-2xl border border-line bg-surface ps-12 pe-12 text-lg text-fg shadow-sm placeholder:text-fg-subtle focus:border-brand focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/40 [&::-webkit-search-cancel-button]:hidden"
          data-testid="search-input"
        />
        {text && (
          <button
            type="button"
            onClick={() => setText('')}
            className="absolute end-3 top-1/2 grid size-9 -translate-y-1/2 place-items-center rounded-full text-fg-muted hover:bg-surface-2 hover:text-fg"
            aria-label={t('catalog.search.clear')}
          >
            <CloseIcon width={18} height={18} />
          </button>
        )}
      </div>
      <p
        className="mt-3 text-sm text-fg-muted"
        role="status"
        aria-live="polite"
        data-testid="search-status"
      >
        {q === ''
          ? t('catalog.search.hint')
          : settled
            ? options.length === 0
              ? t('catalog.search.none', { q })
              : t('catalog.search.count', { count: options.length, q })
            : ''}
      </p>

      <div className="mt-8" aria-busy={waiting}>
        {query.isError ? (
          <p role="alert" className="text-fg">
            {errorText(query.error)}
          </p>
        ) : q !== '' && query.isPending ? (
          <div aria-hidden="true" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-15 rounded-xl" />
            ))}
          </div>
        ) : (
          <SearchResults
            id={listboxId}
            options={options}
            activeKey={activeKey}
            onHover={setActiveKey}
            label={t('catalog.search.results', { q })}
          />
        )}
      </div>
    </div>
  );
}
