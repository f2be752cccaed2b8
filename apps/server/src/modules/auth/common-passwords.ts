// The common-password refusal: the shipped list (most used passwords of public breach corpora),
// checked as given and as its "base" once decorations are stripped, so `Password123!` and
// `football2024` are refused along with `password` and `football`.
import { readFileSync } from 'node:fs';

const list = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line.length > 0 && !line.startsWith('#')),
);

const leet: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/** Undoes common letter substitutions (`t0uchl1ne` → `touchline`). */
export const unleet = (text: string) => text.replace(/[013457@$]/g, (c) => leet[c] ?? c);

/** Strips trailing digits and symbols and undoes common letter substitutions. */
const baseOf = (password: string) =>
  unleet(
    password
      .toLowerCase()
      .replace(/[^a-z]+$/, '')
      .replace(/^[^a-z]+/, ''),
  );

const keyboardRuns = [
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  '1234567890',
  'abcdefghijklmnopqrstuvwxyz',
];

/** A run of one keyboard row or sequence, forwards or backwards, is as weak as a listed one. */
function isSequence(password: string) {
  const p = password.toLowerCase();
  return keyboardRuns.some((run) => {
    const reversed = [...run].reverse().join('');
    return (run + run).includes(p) || (reversed + reversed).includes(p);
  });
}

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (list.has(lower) || isSequence(lower)) return true;
  const base = baseOf(password);
  return base.length >= 3 && (list.has(base) || isSequence(base));
}

export const commonPasswordCount = list.size;
