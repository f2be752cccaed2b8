// GET /api/page/:type?locale=: one of the tenant's content pages (faq, about, terms, privacy, or
// an /info/{type} page) in the visit's language, its Markdown rendered to safe HTML on the server.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staticPageCall, type StaticPageResponse } from '@touchline/contract/calls/static-pages';
import type { Locale } from '@touchline/contract/enums';
import { apiClient } from '../../../lib/app/api-client';
import { ApiError } from '../../../lib/http/api-error';
import { useLocale } from '../../../lib/i18n/locale-context';

export function getStaticPage(
  type: string,
  locale: Locale,
  signal?: AbortSignal,
): Promise<StaticPageResponse> {
  return apiClient().request(staticPageCall, { params: { type }, query: { locale }, signal });
}

export const staticPageQueryOptions = (type: string, locale: Locale) =>
  queryOptions({
    queryKey: ['page', type, locale] as const,
    queryFn: ({ signal }) => getStaticPage(type, locale, signal),
    select: (answer) => answer.content,
    // A page the tenant does not have will not appear on a retry.
    retry: (failures, error) => !isMissingPage(error) && failures < 2,
  });

export const useStaticPage = (type: string) => useQuery(staticPageQueryOptions(type, useLocale()));

/** The tenant has no page of that type (404), or the type is malformed (400). */
export const isMissingPage = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
