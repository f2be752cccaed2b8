// What the route code needs to know about server rendering (ADR 036). The server renders the
// public pages as an anonymous visitor; a page whose guard needs the stored session (it lives in
// the browser) is sent as the plain shell and rendered by the browser.

export const renderingOnServer = () => typeof document === 'undefined';

/** Thrown by a guard on the server: this page can only be decided in the browser. */
export class BrowserOnlyPage extends Error {
  override name = 'BrowserOnlyPage';
}

export const isBrowserOnlyPage = (error: unknown) =>
  error instanceof BrowserOnlyPage || (error instanceof Error && error.name === 'BrowserOnlyPage');
