// The `data` parameter of /auth/login/limit/ (spec §2): encoded JSON with the limited token and
// the provider. The password never goes into the URL (or history, logs, referrers): credentials
// stay in this tab's memory under a random reference the data carries instead. After a reload
// the reference is gone and the limit screen asks for the password again.
import { socialProvider } from '@touchline/contract/enums';
import { z } from 'zod';
import type { Credentials } from './sign-in';

export const limitData = z.object({
  token: z.string().min(1),
  provider: z.union([z.literal('credentials'), socialProvider]),
  username: z.string().optional(),
  /** Reference to credentials held in memory; replaces the spec's `password`. */
  ref: z.string().optional(),
});
export type LimitData = z.infer<typeof limitData>;

const held = new Map<string, Credentials>();

const randomRef = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : Math.random().toString(36).slice(2);

export function holdCredentials(credentials: Credentials): string {
  const ref = randomRef();
  held.set(ref, credentials);
  return ref;
}

export function heldCredentials(ref: string | undefined): Credentials | null {
  return ref ? (held.get(ref) ?? null) : null;
}

export function releaseCredentials(ref: string | undefined) {
  if (ref) held.delete(ref);
}

export const encodeLimitData = (data: LimitData): string =>
  encodeURIComponent(JSON.stringify(data));

/** Reads `data` as the router hands it over: still encoded, or already decoded. */
export const decodeLimitData = (raw: unknown): LimitData | null => {
  if (typeof raw === 'object' && raw !== null) {
    const parsed = limitData.safeParse(raw);
    return parsed.success ? parsed.data : null;
  }
  if (typeof raw !== 'string' || raw === '') return null;
  for (const text of [raw, safeDecode(raw)]) {
    try {
      const parsed = limitData.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // Try the other spelling.
    }
  }
  return null;
};

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};
