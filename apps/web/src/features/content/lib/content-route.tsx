// The route options of the content pages (/about/, /faq/, /terms/, /privacy/, /info/{type}/).
// The loader fetches the page in the visit's language, so a server-rendered page carries its
// text and a page the tenant does not have is a not-found (HTTP 404 on the server, ADR 036).
import { lazyRouteComponent } from '@tanstack/react-router';
import { isPageType } from '@touchline/contract/formats';
import { routeHead } from '../../../lib/router/page-head-tags';
import { routeLocale, type RouterContext } from '../../../lib/router/router-context';
import { isMissingPage, staticPageQueryOptions } from '../api/get-static-page';
import { contentHead } from './content-head';
import { pageNotFound, type TypeParams } from './content-page-params';

/**
 * Fetches the page into the query cache, or raises the not-found page. Other failures leave it to
 * the page's error state. Returns nothing: the head reads the cache, so the page's text does not
 * travel twice (in the router's data and the query cache).
 */
export async function loadContentPage(context: RouterContext, type: string): Promise<void> {
  if (!isPageType(type)) pageNotFound();
  try {
    // No retries here: a failing server would hold the page back; the page itself retries.
    const options = staticPageQueryOptions(type, routeLocale(context));
    await context.queryClient.ensureQueryData({ ...options, retry: false });
  } catch (error) {
    if (isMissingPage(error)) pageNotFound();
  }
}

/** The page of `type`, or of the `type` path param when none is given (/info/{type}/). */
export function contentRoute(fixedType?: string) {
  const typeOf = (params: TypeParams) => fixedType ?? params.type ?? '';
  return {
    staticData: { layout: 'home' as const },
    loader: ({ context, params }: { context: RouterContext; params: TypeParams }) =>
      loadContentPage(context, typeOf(params)),
    // Title and description from the page the loader fetched.
    head: ({ match, params }: { match: { context: RouterContext }; params: TypeParams }) => {
      const { queryKey } = staticPageQueryOptions(typeOf(params), routeLocale(match.context));
      const answer = match.context.queryClient.getQueryData(queryKey);
      return routeHead(answer ? contentHead(answer.content) : null);
    },
    // The page itself (prose, the FAQ's sections) is its own chunk, out of the first load.
    component: lazyRouteComponent(() =>
      import('../components/content-route-page').then(({ contentRoutePage }) => ({
        default: contentRoutePage(fixedType),
      })),
    ),
  };
}
