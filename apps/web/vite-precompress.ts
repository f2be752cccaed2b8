// Writes .br and .gz beside each built text asset, so the server sends compressed files without
// compressing on every request (@fastify/static `preCompressed`).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|css|svg|json|txt|webmanifest)$/;
const minBytes = 1024;

export function precompress(outDir: string): Plugin {
  return {
    name: 'touchline-precompress',
    apply: 'build',
    closeBundle() {
      const walk = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const path = join(dir, name);
          if (statSync(path).isDirectory()) walk(path);
          else if (compressible.test(name) && statSync(path).size >= minBytes) {
            const body = readFileSync(path);
            writeFileSync(
              `${path}.br`,
              brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
            writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
          }
        }
      };
      walk(outDir);
    },
  };
}
