// The component of a content page route (content-route.tsx), loaded with the page: the page of
// `fixedType`, or of the `type` path param when none is given (/info/{type}/).
import { useParams } from '@tanstack/react-router';
import { isMissingPage, useStaticPage } from '../api/get-static-page';
import { pageNotFound, type TypeParams } from '../lib/content-page-params';
import { ContentPageState } from './content-page';

export function contentRoutePage(fixedType?: string) {
  return function ContentRoutePage() {
    const params: TypeParams = useParams({ strict: false });
    const query = useStaticPage(fixedType ?? params.type ?? '');
    if (isMissingPage(query.error)) pageNotFound();
    return <ContentPageState query={query} />;
  };
}
