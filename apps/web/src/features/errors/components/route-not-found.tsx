// The router's not-found component: unmatched URLs and `notFound()` thrown by a route.
import { useRouterState, type NotFoundRouteProps } from '@tanstack/react-router';
import { useLocaleHref } from '../../../lib/i18n/locale-context';
import { readNotFoundData } from '../../../lib/router/not-found-data';
import { NotFoundPage } from './not-found-page';

export function RouteNotFound({ data }: NotFoundRouteProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const path = useLocaleHref(pathname);
  const { context, message } = readNotFoundData(data);
  return <NotFoundPage context={context} path={path} message={message} />;
}
