// The router's error component. A page whose validation fails shows the not-found page
// ("Page Not Found" plus the path, spec §2); a chunk that fails to load reloads the app once;
// anything else gets a translated message and a retry.
import {
  Link,
  PathParamError,
  SearchParamError,
  useRouter,
  useRouterState,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isChunkLoadError,
  isReloadGuarded,
  reloadForChunkError,
} from '../../../lib/app/chunk-reload';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { useLocaleHref } from '../../../lib/i18n/locale-context';
import { Button, buttonClassName } from '../../../ui/button';
import { NotFoundPage } from './not-found-page';

export const isValidationFailure = (error: unknown) =>
  error instanceof SearchParamError || error instanceof PathParamError;

export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const errorText = useErrorText();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const path = useLocaleHref(pathname);
  // A chunk that failed right after a reload is really missing: show the error, do not loop.
  const [reloading] = useState(() => isChunkLoadError(error) && !isReloadGuarded());
  useEffect(() => {
    if (reloading) reloadForChunkError();
  }, [reloading]);

  if (isValidationFailure(error)) {
    return (
      <NotFoundPage context="page" path={path} message={t('notFound.validationFailed', { path })} />
    );
  }
  if (reloading) {
    return (
      <p role="status" className="px-4 py-24 text-center text-fg-muted">
        {t('app.reloading')}
      </p>
    );
  }
  return (
    <section
      role="alert"
      className="mx-auto max-w-xl px-4 py-20 text-center"
      data-testid="route-error"
    >
      <h1 className="font-display text-2xl font-bold tracking-tight text-fg">
        {t('errors.pageTitle')}
      </h1>
      <p className="mt-3 text-fg-muted">{errorText(error)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button
          rounded
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {t('errors.retry')}
        </Button>
        <Link
          to="/"
          className={buttonClassName({ outline: true, kind: 'secondary', rounded: true })}
        >
          {t('notFound.goHome')}
        </Link>
      </div>
    </section>
  );
}
