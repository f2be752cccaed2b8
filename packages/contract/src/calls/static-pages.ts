// GET /api/page/:type: a tenant's content page (faq, about, terms, privacy, or an /info/{type} page).
import { z } from 'zod';
import { defineCall } from '../call';
import { pageType, staticPage } from '../entities/static-page';
import { locale } from '../enums';
import { contentOf } from '../paged';

export const staticPageParams = z.object({ type: pageType }).strict();
export type StaticPageParams = z.infer<typeof staticPageParams>;

/** Without a locale, or when the page has no text in it, the tenant's default language answers. */
export const staticPageRequest = z.object({ locale: locale.optional() });
export type StaticPageRequest = z.input<typeof staticPageRequest>;

export const staticPageResponse = contentOf(staticPage);
export type StaticPageResponse = z.infer<typeof staticPageResponse>;

export const staticPageCall = defineCall({
  method: 'GET',
  path: '/api/page/:type',
  auth: 'none',
  summary: "One of the tenant's content pages, in Markdown and rendered HTML",
  params: staticPageParams,
  query: staticPageRequest,
  response: staticPageResponse,
});
