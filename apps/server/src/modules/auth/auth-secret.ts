// The key access tokens are signed with: AUTH_SECRET, or a random one created on first start and
// kept in the data folder, so restarts (and every process sharing the folder) keep sessions valid.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export async function loadAuthSecret(
  configured: string | null,
  dataDir: string,
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = join(dataDir, 'auth-secret');
  await mkdir(dataDir, { recursive: true });
  const fresh = randomBytes(48).toString('base64url');
  // `wx` fails when another process wrote it first; both then use the file's content.
  await writeFile(file, `${fresh}\n`, { flag: 'wx', mode: 0o600 }).catch((error: unknown) => {
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
  });
  const stored = (await readFile(file, 'utf8')).trim();
  if (stored.length < 32) throw new Error(`${file} holds fewer than 32 characters`);
  return new TextEncoder().encode(stored);
}
