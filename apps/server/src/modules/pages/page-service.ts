// A tenant's content page in the asked locale, else in the tenant's default language.
import type { StaticPageResponse } from '@touchline/contract/calls/static-pages';
import type { Locale } from '@touchline/contract/enums';
import type { Db } from '../../db/open';
import { AppError } from '../../http/app-error';
import type { Viewer } from '../../http/viewer';
import { findPages } from './page-repository';
import { renderMarkdown } from './page-renderer';

export async function getPage(
  db: Db,
  viewer: Viewer,
  type: string,
  locale: Locale | undefined,
): Promise<StaticPageResponse> {
  const fallback = viewer.tenant.config.defaultLanguage;
  const wanted = locale ?? fallback;
  const rows = await findPages(db, viewer.tenant.id, type, [...new Set([wanted, fallback])]);
  const page = rows.find((r) => r.locale === wanted) ?? rows.find((r) => r.locale === fallback);
  if (!page) throw AppError.notFound('Page not found', 'page');
  return {
    content: {
      type: page.type,
      title: page.title,
      markdown: page.markdown,
      html: renderMarkdown(page.markdown),
      updatedAt: page.updatedAt.toISOString(),
    },
  };
}
