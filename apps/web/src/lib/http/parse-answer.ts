// Checks an answer against its contract schema. A chunk of its own, loaded with the first answer
// the browser fetches: zod stays out of the first load of a server-rendered page, whose data
// arrives parsed by the server's own copy of the same schemas (ADR 065).
import { z } from 'zod';

export type ParsedAnswer =
  | { success: true; data: unknown }
  | { success: false; problem: string; error: z.ZodError };

export function parseAnswer(schema: z.ZodType, body: unknown): ParsedAnswer {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { success: true, data: parsed.data };
  return { success: false, problem: z.prettifyError(parsed.error), error: parsed.error };
}
