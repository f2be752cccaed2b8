// The not-found page: a title and text for the context (event, page or anything else), the
// 404 message with the path, and a way back home.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/app/use-document-title';
import { buttonClassName } from '../../../ui/button';
import type { NotFoundContext } from '../../../lib/router/not-found-data';

export interface NotFoundPageProps {
  context: NotFoundContext;
  /** The path as the viewer sees it in the address bar. */
  path: string;
  /** Overrides "Page not found: {path}". */
  message?: string;
}

export function NotFoundPage({ context, path, message }: NotFoundPageProps) {
  const { t } = useTranslation();
  const title = t(`notFound.${context}.title`);
  useDocumentTitle(title);
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24"
      aria-labelledby="not-found-title"
      data-testid="not-found-page"
      data-context={context}
    >
      <p
        className="font-display text-7xl font-black tracking-tighter text-brand sm:text-8xl"
        aria-hidden="true"
      >
        404
      </p>
      <p className="mt-2 text-xs font-semibold tracking-[0.2em] text-fg-subtle uppercase">
        {t('notFound.code')}
      </p>
      <h1
        id="not-found-title"
        className="mt-6 font-display text-2xl font-bold tracking-tight text-fg sm:text-3xl"
      >
        {title}
      </h1>
      <p className="mt-3 text-fg-muted">{t(`notFound.${context}.text`)}</p>
      <p
        className="mt-6 max-w-full rounded-lg bg-surface-2 px-3 py-2 font-mono text-sm break-all text-fg-muted"
        data-testid="not-found-message"
      >
        {message ?? t('notFound.pageNotFound', { path })}
      </p>
      <Link
        to="/"
        className={buttonClassName({ size: 'large', rounded: true }, 'mt-10')}
        data-testid="go-home"
      >
        {t('notFound.goHome')}
      </Link>
    </section>
  );
}
