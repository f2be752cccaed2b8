// Test files of a worker share its modules and, in jsdom, its document (vitest.config.ts): what
// one file changed of the process or the page is put back before the next file starts.
import { afterAll, vi } from 'vitest';

// Once a file has ended, not after each test as Vitest's own unstub and restore options would: a
// file may stub a global or an environment variable in its beforeAll for all its tests.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  const root = document.documentElement;
  for (const attribute of Array.from(root.attributes)) root.removeAttribute(attribute.name);
  document.body.replaceChildren();
  for (const attribute of Array.from(document.body.attributes))
    document.body.removeAttribute(attribute.name);
  window.history.replaceState(null, '', '/');
});
