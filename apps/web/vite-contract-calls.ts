// In the browser build, a portal module that imports one of the contract's call modules gets the
// calls' method, path, auth mode and rate class as plain values, and each answer schema behind a
// dynamic import of the real module (`{ lazyAnswer }`, read by src/lib/http/lazy-answer.ts). The
// HTTP client only needs the schema once an answer arrives, so zod and the schemas leave the first
// load of a server-rendered page, whose data came parsed by the server (ADR 065). The module's
// other exports (schemas, constants) are re-exported from the real module, which the bundle then
// keeps only where they are used. Development, tests and the server renderer import the real
// modules.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const callModule = /^@touchline\/contract\/(calls\/[a-z0-9-]+|customer-config)$/;
const prefix = '\0touchline-calls:';
const webSource = fileURLToPath(new URL('./src/', import.meta.url));
const contractSource = fileURLToPath(new URL('../../packages/contract/src/', import.meta.url));

interface CallLike {
  method: string;
  path: string;
  auth: string;
  rateLimit?: string;
  response: unknown;
}

// The same test as the contract's own list of calls (packages/contract/src/all-calls.ts).
const isCall = (value: unknown): value is CallLike =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'auth' in value &&
  'response' in value;

/** The source of the stand-in module: descriptors for calls, re-exports for the rest. */
export function callsModuleSource(realFile: string, exports: Record<string, unknown>): string {
  const real = JSON.stringify(realFile);
  return Object.entries(exports)
    .map(([name, value]) => {
      if (!isCall(value)) return `export { ${name} } from ${real};`;
      const plain = { method: value.method, path: value.path, auth: value.auth };
      const fields = Object.entries(
        value.rateLimit ? { ...plain, rateLimit: value.rateLimit } : plain,
      )
        .map(([key, field]) => `${key}: ${JSON.stringify(field)}`)
        .join(', ');
      return `export const ${name} = { ${fields}, response: { lazyAnswer: () => import(${real}).then((m) => m.${name}.response) } };`;
    })
    .join('\n');
}

export function contractCalls(): Plugin {
  const evaluated = new Map<string, Promise<Record<string, unknown>>>();
  // The contract is TypeScript; tsx runs it in Node once per module and build.
  const evaluate = (file: string) => {
    let exports = evaluated.get(file);
    if (!exports) {
      exports = import('tsx/esm/api').then(
        ({ tsImport }) => tsImport(file, import.meta.url) as Promise<Record<string, unknown>>,
      );
      evaluated.set(file, exports);
    }
    return exports;
  };
  return {
    name: 'touchline-contract-calls',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (options.ssr || !importer) return null;
      if (importer.startsWith(webSource) && callModule.test(source)) {
        return prefix + source.slice('@touchline/contract/'.length);
      }
      // The contract's modules only define values (schemas, calls, constants), so the bundle may
      // drop one whose exports nobody uses, such as a re-exported schema no page reads.
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved && resolved.id.startsWith(contractSource)) {
        return { ...resolved, moduleSideEffects: false };
      }
      return null;
    },
    async load(id) {
      if (!id.startsWith(prefix)) return null;
      const realFile = `${contractSource}${id.slice(prefix.length)}.ts`;
      return callsModuleSource(realFile, await evaluate(realFile));
    },
  };
}
