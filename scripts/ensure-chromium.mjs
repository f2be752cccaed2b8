// @ts-check
// Playwright drives Debian's Chromium (/usr/bin/chromium); no browser is ever downloaded.
// Installs the Debian package when it is missing and we are allowed to (root with apt-get), and
// with it Debian's ffmpeg, which the upload tests transcode with (ADR 043; they skip without it).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const hasFfmpeg = () => {
  try {
    execSync('command -v ffmpeg && command -v ffprobe', { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
};

export function ensureChromium() {
  if (existsSync(chromiumPath)) {
    ensureFfmpeg();
    return;
  }
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
  ensureFfmpeg();
}

/** Best effort: without ffmpeg the portal runs and the upload tests say they are skipped. */
function ensureFfmpeg() {
  if (process.env.FFMPEG_PATH || hasFfmpeg()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return;
  console.log('test: installing Debian ffmpeg…');
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ffmpeg', {
      stdio: 'inherit',
    });
  } catch {
    console.warn('test: ffmpeg could not be installed; the upload tests will be skipped');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
