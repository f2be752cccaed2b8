// Turns a fetch Response into the answer body or an ApiError (spec §7 "Conventions", §8).
import type { z } from 'zod';
import { ApiError, apiErrorFromAnswer, hasErrorField } from './api-error';
import type { ServerErrorReport } from './http-client-types';
import { answerChecker, answerSchema, type LazyAnswerSchema } from './lazy-answer';

const readBody = async (response: Response): Promise<{ body: unknown; json: boolean }> => {
  // Spec §7: a 204 answer is an empty object; so is an empty body.
  if (response.status === 204) return { body: {}, json: true };
  const text = await response.text();
  if (text.trim() === '') return { body: {}, json: true };
  try {
    return { body: JSON.parse(text) as unknown, json: true };
  } catch {
    return { body: text, json: false };
  }
};

export const headersOf = (headers: Headers) => {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name] = value;
  });
  return out;
};

export interface ReadAnswerContext {
  url: string;
  label: string;
  onServerError?: (report: ServerErrorReport) => void;
}

export const readAnswer = async <S extends z.ZodType>(
  response: Response,
  schema: S | LazyAnswerSchema<S> | undefined,
  { url, label, onServerError }: ReadAnswerContext,
): Promise<z.output<S>> => {
  if (response.status >= 500 && onServerError) {
    try {
      onServerError({
        status: response.status,
        statusText: response.statusText,
        url: response.url || url,
        headers: headersOf(response.headers),
      });
    } catch (reportError) {
      console.error('server error reporter threw', reportError);
    }
  }
  const { body, json } = await readBody(response);
  if (!response.ok || hasErrorField(body)) throw apiErrorFromAnswer(response.status, body);
  if (!json) {
    throw new ApiError({
      status: response.status,
      code: 'default_error_message',
      body,
      logMessage: `answer of ${label} is not JSON`,
    });
  }
  if (!schema) return body as z.output<S>;
  // Always validated, not only in development: schemas with defaults or transforms give the
  // declared output type only after parsing, and a drifted answer fails here, named, instead
  // of deep inside a component. The answers are small, so the cost does not show; zod and the
  // schema load with the first answer that needs them (ADR 065).
  const [check, resolved] = await Promise.all([answerChecker(), answerSchema(schema)]);
  const parsed = check(resolved, body);
  if (parsed.success) return parsed.data as z.output<S>;
  throw new ApiError({
    status: response.status,
    code: 'default_error_message',
    body,
    logMessage: `answer of ${label} does not match its contract: ${parsed.problem}`,
    cause: parsed.error,
  });
};
