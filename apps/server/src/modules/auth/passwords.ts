// Password hashing (argon2id at the OWASP parameters: 19 MiB, 2 passes, 1 lane) and the
// password rules beyond length: common passwords and passwords built from the account's email.
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { AppError } from '../../http/app-error';
import { isCommonPassword } from './common-passwords';

/** Algorithm is a const enum in the typings, which isolated modules cannot read; 2 is Argon2id. */
const argon2id = 2 as Algorithm;
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

/** A hash of a password nobody knows, made once: unknown accounts verify against it. */
let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hash(`dummy-${Math.random()}`, options));

/**
 * Verifies against the stored hash, or against the dummy hash when there is none (unknown
 * account, or one that signs in through a provider only), so every answer costs one argon2 run.
 */
export async function checkPassword(storedHash: string | null, password: string) {
  const target = storedHash ?? (await dummy());
  const ok = await verify(target, password).catch(() => false);
  return storedHash !== null && ok;
}

const passwordTooWeak = (reason: string) =>
  new AppError(400, 'weak_password', `password: ${reason}`);

/** Length is the contract's rule; this adds what a schema cannot know. */
export function assertPasswordAllowed(password: string, email: string) {
  if (isCommonPassword(password)) throw passwordTooWeak('is too common');
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 4 && password.toLowerCase().includes(local))
    throw passwordTooWeak('must not contain the email address');
  if (new Set(password).size < 4) throw passwordTooWeak('has too few different characters');
}
