// The wire format of a failure (decisions.md "Wire conventions") and the error codes of spec §8.
import { z } from 'zod';
import { errorCodes } from './error-codes';

export { errorCodes, errorMessages, errorStatus, type ErrorCode } from './error-codes';

export const errorCode = z.enum(errorCodes);

/** `{ error, messageErrorCode, message }`; validation failures also say which fields failed. */
export const wireError = z.object({
  error: z.string(),
  messageErrorCode: z.string(),
  message: z.string(),
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** Extra data a client needs to act on the error, e.g. the not-found context. */
  context: z.string().optional(),
});
export type WireError = z.infer<typeof wireError>;
