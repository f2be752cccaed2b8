// A content page's head: its title, and the opening of its text as the description.
import type { StaticPage } from '@touchline/contract/entities/static-page';
import type { PageHeadTags } from '../../../lib/router/page-head-tags';

const descriptionLength = 160;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The page's text without markup, cut at a word before `descriptionLength` characters. */
export function contentDescription(html: string): string {
  const text = html
    .replace(/<(h[1-6])\b[^>]*>[\s\S]*?<\/\1>/gi, ' ') // headings repeat the title
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= descriptionLength) return text;
  const cut = text.slice(0, descriptionLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > descriptionLength / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

export function contentHead(page: StaticPage): PageHeadTags {
  const description = contentDescription(page.html);
  return {
    title: page.title,
    meta: [
      { property: 'og:title', content: page.title },
      { property: 'og:type', content: 'article' },
      ...(description
        ? [
            { name: 'description', content: description },
            { property: 'og:description', content: description },
          ]
        : []),
    ],
  };
}
