import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageType } from '@touchline/contract/entities/static-page';
import { z } from 'zod';
import { isMissingPage, useStaticPage } from '../../../features/content/api/get-static-page';
import { ContentPageState } from '../../../features/content/components/content-page';
import { notFoundData } from '../../../lib/router/not-found-data';

const infoParams = z.object({ type: pageType });

export const Route = createFileRoute('/info/$type/')({
  staticData: { layout: 'home' },
  params: { parse: (raw) => infoParams.parse(raw), stringify: (params) => params },
  component: Page,
});

function Page() {
  const { type } = Route.useParams();
  const query = useStaticPage(type);
  if (isMissingPage(query.error)) notFound({ data: notFoundData('page'), throw: true });
  return <ContentPageState query={query} />;
}
