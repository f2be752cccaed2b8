// @ts-check
// Playwright drives Debian's Chromium (/usr/bin/chromium); no browser is ever downloaded.
// Installs the Debian package when it is missing and we are allowed to (root with apt-get).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `${chromiumPath} is missing: install Debian's "chromium" package (apt-get install chromium)`,
    );
  }
  console.log('test: installing Debian chromium…');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core',
    {
      stdio: 'inherit',
    },
  );
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
