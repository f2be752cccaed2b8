import { createFileRoute, notFound } from '@tanstack/react-router';
import { isMissingPage, useStaticPage } from '../../features/content/api/get-static-page';
import { ContentPageState } from '../../features/content/components/content-page';
import { notFoundData } from '../../lib/router/not-found-data';

export const Route = createFileRoute('/about/')({
  staticData: { layout: 'home' },
  component: Page,
});

function Page() {
  const query = useStaticPage('about');
  if (isMissingPage(query.error)) notFound({ data: notFoundData('page'), throw: true });
  return <ContentPageState query={query} />;
}
