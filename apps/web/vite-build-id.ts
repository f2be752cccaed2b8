// Gives each browser build an id: compiled into the portal (`__TOUCHLINE_BUILD_ID__`) and written
// to dist/build.json, which the server serves as builds/latest.json. An open page whose id differs
// from the served one knows a new build was deployed (lib/app/new-version.ts). BUILD_ID may name
// it (a commit hash in CI); otherwise the build's time and a random suffix do.
import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

export function buildIdPlugin(): Plugin {
  const timestamp = Date.now();
  const id = process.env.BUILD_ID ?? `${timestamp.toString(36)}-${randomBytes(4).toString('hex')}`;
  return {
    name: 'touchline-build-id',
    config: () => ({ define: { __TOUCHLINE_BUILD_ID__: JSON.stringify(id) } }),
    generateBundle() {
      // The server renderer's build has no manifest of its own: pages announce the browser build.
      if (this.environment.config.build.ssr) return;
      this.emitFile({
        type: 'asset',
        fileName: 'build.json',
        source: JSON.stringify({ id, timestamp }),
      });
    },
  };
}
