// Route URLs end with a slash (decisions.md); a URL without one moves to the slashed form.
// The server redirects on load; this covers pages served without it (the Vite dev server).

export function slashedPath(pathname: string): string | null {
  return pathname.endsWith('/') ? null : `${pathname}/`;
}

export function ensureTrailingSlash(
  location: Location = window.location,
  history: History = window.history,
) {
  const path = slashedPath(location.pathname);
  if (path) history.replaceState(history.state, '', `${path}${location.search}${location.hash}`);
}
