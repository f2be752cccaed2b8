// Maps anything thrown while handling a request to the wire format of a failure
// `{ error, messageErrorCode, message, fields?, context? }` and its HTTP status.
import type { ErrorCode, WireError } from '@touchline/contract/errors';
import { errorMessages } from '@touchline/contract/errors';
import { AppError } from './app-error';
import type { Locale } from '@touchline/contract/enums';
import { serverTexts } from '../i18n/server-texts';
import { isContractValidationIssue, type ContractValidationIssue } from './contract-schemas';

const validationIssues = (error: unknown): ContractValidationIssue[] | null => {
  const issues = (error as { validation?: unknown }).validation;
  return Array.isArray(issues) && issues.length > 0 && issues.every(isContractValidationIssue)
    ? issues
    : null;
};

const codeByStatus: Record<number, ErrorCode> = {
  400: 'validation_error',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

export const wireError = (
  code: ErrorCode,
  message: string,
  extra: Partial<WireError> = {},
): WireError => ({
  error: code,
  messageErrorCode: code,
  message,
  ...extra,
});

/**
 * The path naming the whole of a part of the request: `(body)`, `(query)`, `(params)`, `(url)`.
 * In brackets, so it cannot be read as a field called `body` (the socket's whole message is
 * `(message)` the same way).
 */
export const wholePart = (part: string) => `(${part})`;

/** A request refused before any schema read it, by the part it could not read. */
const unreadablePart = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_ERR_BAD_URL') return 'url';
  if (typeof code === 'string' && code.startsWith('FST_ERR_CTP_')) return 'body';
  return 'request';
};

/** `/identities.id/0` → `identities.id[0]`: keys may contain dots, so they are kept whole. */
function fieldPath(instancePath: string, where: string): string {
  const segments = instancePath.split('/').filter(Boolean);
  if (segments.length === 0) return wholePart(where);
  return segments.map((s, i) => (/^\d+$/.test(s) ? `[${s}]` : i === 0 ? s : `.${s}`)).join('');
}

/** The server-locale key (and values) saying what is wrong with a field, by its issue. */
function fieldTextKey(issue: ContractValidationIssue): [string, Record<string, unknown>] {
  const { origin, minimum, maximum, format, missing } = issue.params;
  const counted =
    origin === 'string' ? 'String' : origin === 'array' || origin === 'set' ? 'Items' : 'Number';
  switch (issue.keyword) {
    case 'invalid_type':
      return [missing ? 'fields.required' : 'fields.wrongType', {}];
    case 'too_small':
      return minimum === undefined
        ? ['fields.invalid', {}]
        : [`fields.tooSmall${counted}`, { minimum }];
    case 'too_big':
      return maximum === undefined
        ? ['fields.invalid', {}]
        : [`fields.tooBig${counted}`, { maximum }];
    case 'invalid_format':
      if (format === 'email') return ['fields.email', {}];
      if (format === 'no_nul') return ['fields.nul', {}];
      return ['fields.format', {}];
    case 'invalid_value':
      return ['fields.notAllowedValue', {}];
    default:
      return ['fields.invalid', {}];
  }
}

/**
 * A field's message: English keeps the schema's own words (they say more, and the log records
 * them); other locales get the server texts' sentence for the same issue (ADR 041).
 */
const fieldMessage = (issue: ContractValidationIssue, locale: Locale) => {
  if (locale === 'en') return issue.message;
  const [key, values] = fieldTextKey(issue);
  return serverTexts(locale)(key, values);
};

const notAllowedMessage = (locale: Locale) =>
  locale === 'en' ? 'is not allowed' : serverTexts(locale)('fields.notAllowed');

/** `locale`: the language of the fields' messages (the top-level message is translated later). */
export function toWireError(
  error: unknown,
  locale: Locale = 'en',
): { status: number; body: WireError } {
  if (error instanceof AppError) {
    const extra = {
      ...(error.context ? { context: error.context } : {}),
      ...(error.fields ? { fields: error.fields } : {}),
    };
    return { status: error.statusCode, body: wireError(error.code, error.message, extra) };
  }

  const issues = validationIssues(error);
  if (issues) {
    const where = (error as { validationContext?: string }).validationContext ?? 'body';
    const fields = issues.flatMap((issue) => {
      const keys = issue.params.keys;
      if (issue.keyword === 'unrecognized_keys' && keys) {
        return keys.map((key) => ({
          path: fieldPath(`${issue.instancePath}/${key}`, where),
          message: notAllowedMessage(locale),
        }));
      }
      return [{ path: fieldPath(issue.instancePath, where), message: fieldMessage(issue, locale) }];
    });
    const summary = fields.map((f) => `${f.path}: ${f.message}`).join('; ');
    return {
      status: 400,
      body: wireError('validation_error', `Invalid ${where}: ${summary}`, { fields }),
    };
  }

  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = error instanceof Error ? error.message : errorMessages.fallback;
    const code = codeByStatus[status] ?? 'default_error_message';
    // Malformed JSON, a bad URL: a validation failure still says what it could not read.
    const extra =
      code === 'validation_error'
        ? { fields: [{ path: wholePart(unreadablePart(error)), message }] }
        : {};
    return { status, body: wireError(code, message, extra) };
  }

  // Anything else is our fault: the client gets a generic message, the log gets the details.
  const serverStatus = typeof status === 'number' && status >= 500 && status < 600 ? status : 500;
  return { status: serverStatus, body: wireError('internal_error', errorMessages.fallback) };
}
