// Debian's Chromium for the browser benchmarks, launched as the machine's rules ask (no sandbox,
// no GPU, nothing fetched in the background); no browser is ever downloaded.
import { chromium, type Browser } from '@playwright/test';

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}
