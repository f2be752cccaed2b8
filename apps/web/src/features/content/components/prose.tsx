// Server-rendered page HTML (sanitised on the server from the tenant's Markdown) in the portal's
// typography. Links and headings inherit the brand colours; logical properties keep RTL right.
import clsx from 'clsx';

export const proseClass = clsx(
  'max-w-none text-fg-muted leading-relaxed',
  // The page shows its title above the body: a Markdown "# Title" opening the body repeats it.
  '[&>h1:first-child]:hidden [&_h1]:mt-10 [&_h1]:mb-3 [&_h1]:font-display [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:text-fg',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-fg',
  '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-fg',
  '[&_p]:my-4 [&_strong]:text-fg [&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-1.5',
  '[&_blockquote]:border-s-4 [&_blockquote]:border-brand [&_blockquote]:ps-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-surface-2 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-sm',
  '[&_hr]:my-8 [&_hr]:border-line [&_table]:my-6 [&_table]:w-full [&_td]:border-b [&_td]:border-line [&_td]:py-2 [&_th]:py-2 [&_th]:text-start [&_th]:text-fg',
);

export function Prose({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={clsx(proseClass, className)}
      // The server escapes raw HTML in the Markdown and sanitises the result (no scripts,
      // handlers or javascript: links), so the rendered page is inserted as it is.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
