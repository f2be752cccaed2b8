// A content page of the tenant (about, terms, privacy, /info/{type}, and the FAQ): the title,
// when it was last updated, and the body; the FAQ's questions become a disclosure list.
import type { StaticPage } from '@touchline/contract/entities/static-page';
import { useMemo } from 'react';
import { useViewerTimeZone } from '../../../lib/app/use-hydrated';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/app/use-document-title';
import { useFormattingLocale } from '../../../lib/i18n/locale-context';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import type { useStaticPage } from '../api/get-static-page';
import { faqSections } from '../lib/faq-sections';
import { FaqList } from './faq-list';
import { Prose } from './prose';

export function ContentPage({ page }: { page: StaticPage }) {
  const { t } = useTranslation();
  const locale = useFormattingLocale();
  const timeZone = useViewerTimeZone();
  useDocumentTitle(page.title);
  const faq = useMemo(() => (page.type === 'faq' ? faqSections(page.html) : null), [page]);
  const updated = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(
    new Date(page.updatedAt),
  );

  return (
    <article
      className="mx-auto w-full max-w-3xl px-4 pt-10 pb-16 sm:px-6"
      data-testid="content-page"
      data-page-type={page.type}
    >
      <header className="mb-8 border-b border-line pb-6">
        <h1 className="font-display text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">
          {page.title}
        </h1>
        <p className="mt-2 text-sm text-fg-subtle">
          {t('catalog.pages.updated', { date: updated })}
        </p>
      </header>
      {faq && faq.groups.length > 0 ? (
        <>
          {faq.introHtml && <Prose html={faq.introHtml} className="mb-8" />}
          <FaqList groups={faq.groups} />
        </>
      ) : (
        <Prose html={page.html} />
      )}
    </article>
  );
}

export function ContentPageSkeleton() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-10 sm:px-6" aria-hidden="true">
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="mt-3 h-4 w-40" />
      <div className="mt-10 space-y-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-4 w-full" />
        ))}
      </div>
    </div>
  );
}

/** A page's query as the route hands it over: skeleton, failure with retry, or the page. */
export function ContentPageState({ query }: { query: ReturnType<typeof useStaticPage> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (query.isPending) return <ContentPageSkeleton />;
  if (query.isError)
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
        <p className="text-fg">{errorText(query.error)}</p>
        <Button className="mt-6" kind="secondary" onClick={() => void query.refetch()}>
          {t('events.retry')}
        </Button>
      </div>
    );
  return <ContentPage page={query.data} />;
}
