// Each house rule of conventions.mjs rejects a small fixture that breaks it, and lets the same
// fixture's lawful twin pass. The fixtures form a miniature repository in a temporary directory,
// so the real tree never holds a file that breaks the rules.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conventions } from './conventions.mjs';

const fixtures: Record<string, string> = {
  'apps/web/src/features/alpha/alpha-card.ts':
    "import { beta } from '../beta/beta-list';\nexport const alpha = beta;\n",
  'apps/web/src/features/alpha/alpha-page.ts':
    "import { shared } from '../../lib/shared';\nexport const page = shared;\n",
  'apps/web/src/features/beta/beta-list.ts': 'export const beta = 1;\n',
  'apps/web/src/lib/shared.ts': 'export const shared = 1;\n',
  'apps/web/src/lib/reaches-feature.ts':
    "import { beta } from '../features/beta/beta-list';\nexport const leak = beta;\n",
  'apps/server/src/modules/orders/order-repository.ts':
    "import { stock } from '../stock/stock-repository';\nexport const order = stock;\n",
  'apps/server/src/modules/orders/order-service.ts':
    "import { reserve } from '../stock/stock-service';\nexport const place = reserve;\n",
  'apps/server/src/modules/stock/stock-repository.ts': 'export const stock = 1;\n',
  'apps/server/src/modules/stock/stock-service.ts': 'export const reserve = 1;\n',
  'apps/server/src/modules/orders/cycle-one.ts':
    "import { two } from './cycle-two';\nexport const one = () => two;\n",
  'apps/server/src/modules/orders/cycle-two.ts':
    "import { one } from './cycle-one';\nexport const two = () => one;\n",
  'apps/server/src/modules/orders/OrderTotals.ts': 'export const totals = 1;\n',
  'apps/server/src/modules/orders/uses-test-app.ts':
    "import { testApp } from '../../../test/test-app';\nexport const app = testApp;\n",
  'apps/server/src/modules/orders/order.test.ts':
    "import { testApp } from '../../../test/test-app';\nexport const app = testApp;\n",
  'apps/server/test/test-app.ts': 'export const testApp = 1;\n',
};

let root: string;
let eslint: ESLint;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'touchline-lint-'));
  for (const [path, text] of Object.entries(fixtures)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      ...conventions(root),
    ],
  });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The rules that report on one fixture. */
async function rulesBroken(path: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([join(root, path)]);
  return [...new Set(result!.messages.map((message) => message.ruleId ?? message.message))];
}

describe('house rules', () => {
  it('a web feature importing another feature', async () => {
    expect(await rulesBroken('apps/web/src/features/alpha/alpha-card.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesBroken('apps/web/src/features/alpha/alpha-page.ts')).toEqual([]);
  });

  it('shared web code importing a feature', async () => {
    expect(await rulesBroken('apps/web/src/lib/reaches-feature.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('a server module reaching into another past its service', async () => {
    expect(await rulesBroken('apps/server/src/modules/orders/order-repository.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesBroken('apps/server/src/modules/orders/order-service.ts')).toEqual([]);
  });

  it('an import cycle', async () => {
    expect(await rulesBroken('apps/server/src/modules/orders/cycle-one.ts')).toEqual([
      'import-x/no-cycle',
    ]);
  });

  it('a file name that is not kebab-case', async () => {
    expect(await rulesBroken('apps/server/src/modules/orders/OrderTotals.ts')).toEqual([
      'check-file/filename-naming-convention',
    ]);
  });

  it('source importing test code, which tests may', async () => {
    expect(await rulesBroken('apps/server/src/modules/orders/uses-test-app.ts')).toEqual([
      'no-restricted-imports',
    ]);
    expect(await rulesBroken('apps/server/src/modules/orders/order.test.ts')).toEqual([]);
  });
});
