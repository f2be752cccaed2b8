// A built portal in a temporary folder, for tests of the page and file routes: `index.html` and
// one script under assets/, plus whatever files a test adds. `remove()` deletes it again.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const fakeScript = 'assets/index-3f2a1b.js';

export function fakeWebDist(indexHtml: string, files: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'touchline-dist-'));
  for (const [path, text] of Object.entries({
    'index.html': indexHtml,
    [fakeScript]: 'console.log("app")',
    ...files,
  })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
