// The search page's head: its title (the one the page keeps in the browser) and the search
// field's label as its description, in the visit's language.
import type { TFunction } from 'i18next';
import { describedPage, type PageHeadTags } from '../../../lib/router/page-head-tags';

export const searchHead = (t: TFunction): PageHeadTags =>
  describedPage(t('catalog.search.title'), t('catalog.search.label'));
