// The loading, empty and failed states every console section shows in the same way.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { Skeleton } from '../../../ui/skeleton';

export function Loading({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" data-testid={testId} className="flex flex-col gap-2">
      <span className="sr-only">{t('console.loading')}</span>
      <Skeleton className="h-10" />
      <Skeleton className="h-10" />
      <Skeleton className="h-10" />
    </div>
  );
}

export function Failed({
  error,
  retry,
  testId,
}: {
  error: unknown;
  retry: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <div className="flex flex-col items-start gap-3" data-testid={testId}>
      <FormAlert>{errorText(error)}</FormAlert>
      <Button outline kind="secondary" size="small" onClick={retry}>
        {t('console.retry')}
      </Button>
    </div>
  );
}

export function Empty({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <p
      data-testid={testId}
      className="rounded-lg border border-dashed border-line px-4 py-6 text-center text-sm text-fg-muted"
    >
      {children}
    </p>
  );
}

/** A titled block of a section (a form, a list). */
export function Panel({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section
      data-testid={testId}
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 sm:p-6"
    >
      <h2 className="text-lg font-bold text-fg">{title}</h2>
      {children}
    </section>
  );
}

/**
 * A query's waiting states, then its content: skeleton rows while it loads, the error with a
 * retry when it failed, the `empty` text for an empty answer (an empty list unless `isEmpty`
 * says otherwise). The states' test ids are `<testId>-loading`, `-failed` and `-empty`.
 */
export function QueryStates<T>({
  query,
  testId,
  empty,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  children,
}: {
  query: UseQueryResult<T>;
  testId: string;
  /** Without it an empty answer goes to `children` like any other. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading testId={`${testId}-loading`} />;
  if (query.isError) {
    return (
      <Failed error={query.error} retry={() => void query.refetch()} testId={`${testId}-failed`} />
    );
  }
  if (empty !== undefined && isEmpty(query.data)) {
    return <Empty testId={`${testId}-empty`}>{empty}</Empty>;
  }
  return children(query.data);
}
