// @ts-check
// The house rules of docs/architecture.md as lint rules, so a change cannot drift from them:
// - web features do not import each other nor the pages and routes that compose them; shared
//   code lives in lib/ and ui/, which import no feature, page or route;
// - a server module reaches another only through its `*-service.ts` (or the Tenant type);
// - no import cycles;
// - kebab-case file names;
// - source files do not import test code (the test tree, `*.test.*`, `*-test-kit.*`).
// Each rule is proved by a fixture it rejects (conventions.test.ts).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';

/** @param {string} dir the names of the folders directly inside dir */
const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** @param {string} dir every `*-service.ts` under dir, as absolute paths */
const serviceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('-service.ts'))
    .map((entry) => join(entry.parentPath, entry.name));

/**
 * @param {string} root the repository root
 * @returns {import('eslint').Linter.Config[]}
 */
export function conventions(root) {
  const web = join(root, 'apps/web/src');
  const modules = join(root, 'apps/server/src/modules');

  const featureZones = folders(join(web, 'features')).map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move what both need to lib/ or ui/.',
  }));
  const composersZone = {
    target: './apps/web/src/features',
    from: ['./apps/web/src/pages', './apps/web/src/routes'],
    message: 'Pages and routes compose features; a feature does not import them.',
  };
  const sharedZone = {
    target: ['./apps/web/src/lib', './apps/web/src/ui'],
    from: ['./apps/web/src/features', './apps/web/src/pages', './apps/web/src/routes'],
    message: 'lib/ and ui/ are shared by every feature: they import no feature, page or route.',
  };
  const moduleZones = folders(modules).map((module) => ({
    target: `./apps/server/src/modules/${module}`,
    from: './apps/server/src/modules',
    except: [
      `./${module}`,
      './tenants/tenant.ts',
      ...serviceFiles(modules)
        .filter((file) => !file.startsWith(join(modules, module, '/')))
        .map((file) => `.${file.slice(modules.length)}`),
    ],
    message: 'A module reaches another only through its service (*-service.ts).',
  }));

  return [
    {
      files: ['**/*.{ts,tsx,mjs}'],
      plugins: { 'import-x': importX, 'check-file': checkFile },
      settings: {
        // TypeScript files are modules whose imports no-cycle follows, not opaque dependencies.
        'import-x/extensions': ['.ts', '.tsx', '.mjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
      },
      rules: {
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'check-file/filename-naming-convention': [
          'error',
          { '**/*.{ts,tsx,mjs}': 'KEBAB_CASE' },
          { ignoreMiddleExtensions: true },
        ],
      },
    },
    {
      // TanStack Router's file routes are named by their URL (`$eventId`, `__root`).
      files: ['apps/web/src/routes/**'],
      rules: { 'check-file/filename-naming-convention': 'off' },
    },
    {
      files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts'],
      // A test may set up its data through any module, and use another module's test kit.
      ignores: ['**/*.test.{ts,tsx}', '**/*-test-kit.ts'],
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          { basePath: root, zones: [...featureZones, composersZone, sharedZone, ...moduleZones] },
        ],
      },
    },
    {
      files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
      ignores: ['**/*.test.{ts,tsx}', '**/*-test-kit.ts', '**/test/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: '(^|/)test/|\\.test(\\.|$)|-test-kit(\\.|$)',
                message: 'Source does not import test code.',
              },
            ],
          },
        ],
      },
    },
  ];
}
