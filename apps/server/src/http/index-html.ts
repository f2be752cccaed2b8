// Turns the built index.html into a tenant's page: public config, theme variables, favicon, title.
import type { CustomerConfig } from '@touchline/contract/customer-config';
import { themeStyleId } from '@touchline/contract/page-render';

export const configMarker = '<!--touchline-config-->';
export const themeMarker = '<!--touchline-theme-->';

/** JSON that stays inert inside a <script> element, whatever the strings in it contain. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Puts `html` at the marker, or before </head> when the template lacks the marker. */
function inject(template: string, marker: string, html: string): string {
  // Replacement callbacks, so `$&`-style patterns in the inserted text stay literal.
  if (template.includes(marker)) return template.replace(marker, () => html);
  return template.replace(/<\/head>/i, (end) => `${html}${end}`);
}

export function renderIndexHtml(template: string, config: CustomerConfig): string {
  const { theme } = config;
  // Colours are validated as hex when the tenant document is read, so they are safe in CSS.
  const style = `<style id="${themeStyleId}">:root{--tl-primary:${theme.primary};--tl-primary-contrast:${theme.primaryContrast};--tl-accent:${theme.accent}}</style>`;
  const icon = theme.faviconUrl ? `<link rel="icon" href="${escapeHtml(theme.faviconUrl)}">` : '';
  const title = `<title>${escapeHtml(config.name)}</title>`;
  const hasTitle = /<title>[\s\S]*?<\/title>/i.test(template);

  let html = hasTitle ? template.replace(/<title>[\s\S]*?<\/title>/i, () => title) : template;
  html = inject(html, themeMarker, `${style}${icon}${hasTitle ? '' : title}`);
  html = inject(
    html,
    configMarker,
    `<script>window.__TOUCHLINE_CONFIG__ = ${scriptSafeJson(config)};</script>`,
  );
  return html;
}

/**
 * Stands for the per-response nonce in a rendered page. It contains `<`, which no tenant value can
 * put into the page (the config JSON and every attribute are escaped), so only the server's own
 * script tags carry it.
 */
export const nonceMarker = '<touchline-nonce>';

/** Gives every script element of a rendered page the nonce marker (see withNonce). */
export function markScriptNonces(html: string): string {
  return html.replace(/<script\b/gi, `<script nonce="${nonceMarker}"`);
}

/** The page as sent: the response's nonce in place of the marker. */
export function withNonce(html: string, nonce: string): string {
  return html.replaceAll(nonceMarker, nonce);
}

const rootElement = '<div id="root"></div>';

export interface RenderedPageParts {
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Title, description, share cards, structured data: built and escaped by the renderer. */
  head: string;
  /** The texts the browser starts with (`window.__TOUCHLINE_TEXTS__`). */
  texts: unknown;
}

/**
 * The tenant's page (already rendered, nonces marked) around a server-rendered body: the part
 * before the markup of #root and the part after it. The page brings its own title and language;
 * the note for browsers without JavaScript goes, since the page reads without it.
 */
export function serverPageFrame(page: string, parts: RenderedPageParts): [string, string] {
  const added = markScriptNonces(
    `${parts.head}<script>window.__TOUCHLINE_TEXTS__ = ${scriptSafeJson(parts.texts)};</script>`,
  );
  const html = page
    .replace(/<html\b[^>]*>/i, () => `<html lang="${escapeHtml(parts.lang)}" dir="${parts.dir}">`)
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/i, '')
    .replace(/<\/head>/i, (end) => `${added}${end}`);
  const at = html.indexOf(rootElement);
  if (at === -1) throw new Error(`index.html has no ${rootElement}`);
  return [html.slice(0, at) + '<div id="root">', '</div>' + html.slice(at + rootElement.length)];
}
