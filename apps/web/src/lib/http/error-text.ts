// The text shown for a failure (spec §8 "Error display"): the translation of errors.{code} if
// one exists, else the server's message, else "An error occurred". Kept free of React so any
// caller (toasts, forms, stores) can use it with an i18next instance.
import { errorMessages } from '@touchline/contract/error-codes';
import { ApiError } from './api-error';

/** The part of an i18next instance this needs; `i18next` itself fits. */
export interface ErrorTranslator {
  t(key: string): string;
  exists(key: string): boolean;
}

interface Described {
  code?: string;
  message?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** Auth errors carry `{ code, message }` as JSON in their message (spec §4). */
const fromJsonMessage = (message: string): Described | undefined => {
  if (!message.startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(message);
    if (isRecord(parsed) && (text(parsed.code) || text(parsed.message))) {
      return { code: text(parsed.code), message: text(parsed.message) };
    }
  } catch {
    // Not JSON after all: an ordinary message.
  }
  return undefined;
};

const describe = (error: unknown): Described => {
  if (error instanceof ApiError) return { code: error.messageCode, message: error.serverMessage };
  if (!(error instanceof Error)) return {};
  const json = fromJsonMessage(error.message);
  if (json) return json;
  // A bare Error without a code is a programming fault; its message is not for viewers.
  const code = text((error as Error & { code?: unknown }).code);
  return code ? { code, message: text(error.message) } : {};
};

export const errorText = (error: unknown, translator: ErrorTranslator): string => {
  const { code, message } = describe(error);
  if (code && translator.exists(`errors.${code}`)) return translator.t(`errors.${code}`);
  if (message) return message;
  return translator.exists('errors.fallback')
    ? translator.t('errors.fallback')
    : errorMessages.fallback;
};
