// The production build gives the browser each call's method, path and auth mode at once and its
// answer schema on demand (vite-contract-calls.ts, ADR 065): a call's `response` is then this
// stand-in, which loads the contract module that holds the schema. Development and tests keep the
// schemas themselves.
import type { z } from 'zod';
import { parseAnswer } from './parse-answer';

export interface LazyAnswerSchema<S extends z.ZodType = z.ZodType> {
  lazyAnswer: () => Promise<S>;
}

const isLazyAnswer = <S extends z.ZodType>(
  schema: S | LazyAnswerSchema<S>,
): schema is LazyAnswerSchema<S> =>
  typeof (schema as Partial<LazyAnswerSchema>).lazyAnswer === 'function';

/** The schema itself, loading it first when the build deferred it. */
export const answerSchema = async <S extends z.ZodType>(
  schema: S | LazyAnswerSchema<S>,
): Promise<S> => (isLazyAnswer(schema) ? schema.lazyAnswer() : schema);

/**
 * The answer check: a chunk loaded with the first answer in the production build; imported
 * with this module elsewhere, so development and tests parse in the same turn as before (the
 * constant branch and the import it alone uses leave the production bundle).
 */
export const answerChecker = async (): Promise<typeof parseAnswer> =>
  import.meta.env.PROD ? (await import('./parse-answer')).parseAnswer : parseAnswer;
