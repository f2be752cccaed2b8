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
