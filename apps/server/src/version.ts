// The server's version, shown in the OpenAPI document and the customer config's appVersion.
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
export const appVersion = manifest.version;
