// Every call the contract declares, found by loading its modules (no list to keep in step), and
// which of them the server implements, asked of the Fastify app itself.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CallDef } from '@touchline/contract/call';
import type { App } from '../../src/app';

const contractSource = fileURLToPath(
  new URL('../../../../packages/contract/src/', import.meta.url),
);

const isCall = (value: unknown): value is CallDef =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'auth' in value &&
  'response' in value;

export const callKey = (call: Pick<CallDef, 'method' | 'path'>) => `${call.method} ${call.path}`;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return Promise.resolve(
        entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [],
      );
    }),
  );
  return nested.flat().sort();
}

/** Each call once (modules re-export some), ordered by method and path. */
export async function contractCalls(): Promise<CallDef[]> {
  const byKey = new Map<string, CallDef>();
  for (const file of await sourceFiles(contractSource)) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) if (isCall(value)) byKey.set(callKey(value), value);
  }
  return [...byKey.values()].sort((a, b) => callKey(a).localeCompare(callKey(b)));
}

export const isImplemented = (app: App, call: CallDef) =>
  app.hasRoute({ method: call.method, url: call.path });

/** The names of a call's path parameters, e.g. `['id']` for `/api/clip/update/:id`. */
export const pathParamNames = (path: string) =>
  [...path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!);
