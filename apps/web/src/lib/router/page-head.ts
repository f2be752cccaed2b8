// The <head> tags of a server-rendered page (ADR 036): its title, description, share cards and
// structured data, from the `head` option of the matched routes (TanStack Router computes them
// with the loaders). The deepest route naming a tag wins; the tenant's name closes every title.
import type { AnyRouter } from '@tanstack/react-router';
import type { CustomerConfig } from '@touchline/contract/customer-config';
import type { i18n as I18n } from 'i18next';
import { deepestStaticData, type PageStaticData } from './static-data';

type MetaTag = Record<string, unknown> & { title?: string; children?: unknown };
type HeadScript = { type?: string; children?: unknown };

const escapeAttr = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON that stays inert inside a <script> element, whatever its strings contain. */
const scriptJson = (value: unknown) =>
  (typeof value === 'string' ? value : JSON.stringify(value))
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Which tags replace each other: one per name or property. */
const tagKey = (tag: MetaTag) =>
  typeof tag.name === 'string'
    ? `name:${tag.name}`
    : typeof tag.property === 'string'
      ? `property:${tag.property}`
      : JSON.stringify(tag);

export function pageHead(options: {
  router: AnyRouter;
  config: CustomerConfig;
  i18n: I18n;
  origin: string;
  url: string;
}): string {
  const { router, config } = options;
  let title: string | undefined;
  const meta = new Map<string, MetaTag>();
  const scripts: HeadScript[] = [];
  for (const match of router.state.matches as { meta?: unknown; headScripts?: unknown }[]) {
    for (const tag of (match.meta ?? []) as (MetaTag | undefined)[]) {
      if (!tag) continue;
      if (typeof tag.title === 'string') title = tag.title;
      else meta.set(tagKey(tag), tag);
    }
    for (const script of (match.headScripts ?? []) as (HeadScript | undefined)[])
      if (script?.type === 'application/ld+json') scripts.push(script);
  }
  const titleKey = deepestStaticData(
    router.state.matches as { staticData?: PageStaticData }[],
    'titleKey',
  );
  title ??= titleKey ? options.i18n.t(titleKey) : undefined;
  const fullTitle = title ? `${title} · ${config.name}` : config.name;
  // Every page has a description: its own, else the portal's tagline.
  if (!meta.has('name:description')) {
    const tagline = `${config.name}: ${options.i18n.t('shell.tagline')}`;
    meta.set('name:description', { name: 'description', content: tagline });
    if (!meta.has('property:og:description'))
      meta.set('property:og:description', { property: 'og:description', content: tagline });
  }
  const canonical = new URL(options.url, options.origin);
  const tags = [
    `<title>${escapeAttr(fullTitle)}</title>`,
    `<link rel="canonical" href="${escapeAttr(canonical.origin + canonical.pathname)}">`,
    `<meta property="og:site_name" content="${escapeAttr(config.name)}">`,
    `<meta property="og:url" content="${escapeAttr(canonical.href)}">`,
  ];
  if (!meta.has('property:og:title'))
    tags.push(`<meta property="og:title" content="${escapeAttr(title ?? config.name)}">`);
  for (const tag of meta.values()) {
    const attributes = Object.entries(tag)
      .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
      .map(([name, value]) => `${name.replace(/[^a-zA-Z:-]/g, '')}="${escapeAttr(String(value))}"`);
    tags.push(`<meta ${attributes.join(' ')}>`);
  }
  // Structured data is JSON built by our own routes, escaped so no string can end the script.
  for (const script of scripts)
    tags.push(`<script type="application/ld+json">${scriptJson(script.children)}</script>`);
  return tags.join('');
}
