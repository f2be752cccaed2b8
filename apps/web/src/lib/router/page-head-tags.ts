// A page's <head> in the terms of its own data, and its conversion to a route's `head` option
// (title and meta tags; structured data as JSON-LD scripts). page-head.ts writes them out on the
// server.

export interface PageHeadTags {
  /** The page's own title; the tenant's name is added after it. */
  title?: string;
  meta: Record<string, string>[];
  /** schema.org objects, one JSON-LD script each. */
  structuredData?: object[];
}

/** A page known by its title and a one-line description (listings, search), in the visit's words. */
export function describedPage(title: string, description: string): PageHeadTags {
  return {
    title,
    meta: [
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:type', content: 'website' },
      { name: 'twitter:card', content: 'summary' },
      { name: 'twitter:title', content: title },
    ],
  };
}

export function routeHead(tags: PageHeadTags | null) {
  if (!tags) return {};
  return {
    meta: [...(tags.title ? [{ title: tags.title }] : []), ...tags.meta],
    scripts: (tags.structuredData ?? []).map((data) => ({
      type: 'application/ld+json',
      children: JSON.stringify(data),
    })),
  };
}
