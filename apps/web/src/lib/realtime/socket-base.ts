// Where the realtime socket connects. The tenant's `buildsSocketBase` (customer config) is the
// socket base: an absolute http(s) URL names another host of the tenant; null means the portal's
// own origin, where the server always serves /ws. Anything else is a missing base (spec §4): a
// warning, and the page runs without realtime.

export function resolveSocketBase(
  configured: string | null,
  pageOrigin: string,
  warn: (message: string) => void = console.warn,
): string | null {
  const candidate = configured ?? pageOrigin;
  try {
    const url = new URL(candidate);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // not a URL: reported below
  }
  warn(
    configured === null
      ? `Realtime is off: the page origin "${pageOrigin}" cannot serve a socket and no socket base is configured`
      : `Realtime is off: the socket base "${configured}" is not an http(s) URL`,
  );
  return null;
}
