// Password hashing (argon2id at the OWASP parameters: 19 MiB, 2 passes, 1 lane) and the
// password rules beyond length: common passwords and passwords built from the site's name or the
// account's email.
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { AppError } from '../../http/app-error';
import { isCommonPassword, unleet } from './common-passwords';

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

const passwordTooWeak = (reason: string) => new AppError('weak_password', `password: ${reason}`);

/** The product's own name: refused on every tenant, like the tenant's name. */
const productName = 'touchline';
/** Shorter pieces of a name or address (`tv`, `fc`, `ana`) are too common to refuse. */
const minWordLength = 4;
/** What must remain once the context words are taken out of a password. */
const minRest = 6;

/** The words a guesser tries first for this account: names of the site and email parts. */
export function contextWords(context: { email: string; tenantName: string }): string[] {
  const [local = '', domain = ''] = context.email.toLowerCase().split('@');
  const labels = domain.split('.').slice(0, -1);
  const words = [
    productName,
    ...context.tenantName.toLowerCase().split(/[^\p{L}\p{N}]+/u),
    local,
    ...local.split(/[^\p{L}]+/u),
    ...labels,
  ];
  return [...new Set(words.filter((word) => word.length >= minWordLength))];
}

/** Length is the contract's rule; this adds what a schema cannot know. */
export function assertPasswordAllowed(
  password: string,
  context: { email: string; tenantName: string },
) {
  if (isCommonPassword(password)) throw passwordTooWeak('is too common');
  const lower = password.toLowerCase();
  const local = context.email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= minWordLength && lower.includes(local))
    throw passwordTooWeak('must not contain the email address');
  // `Touchline1`, `Harbour2024!`, `T0uchl1ne!`: a context word with a little decoration.
  const words = contextWords(context);
  const rest = (text: string) => words.reduce((left, word) => left.split(word).join(''), text);
  if (rest(lower).length < minRest || rest(unleet(lower)).length < minRest)
    throw passwordTooWeak('must not be built from the site’s name or the email address');
  if (new Set(password).size < 4) throw passwordTooWeak('has too few different characters');
}
