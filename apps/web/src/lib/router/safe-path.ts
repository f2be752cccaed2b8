// A path to go to after signing in, paying or choosing a club comes from the URL, so anyone can
// write it: only pages of the portal are followed. The path is resolved the way the browser will
// resolve it, so spellings that browsers read as another host (`/\evil.example`, a tab or newline
// inside `//`) are refused too, not only a leading `//` or a full URL.

/** Stands in for the portal's own origin while a path is resolved. */
const probeOrigin = 'https://portal.invalid';

/** The path (with its query and fragment) when it stays on the portal, else undefined. */
export function safeInternalPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  try {
    const url = new URL(value, probeOrigin);
    return url.origin === probeOrigin ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}
