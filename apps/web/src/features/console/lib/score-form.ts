// The live score form: two counts the contract bounds (whole numbers, 0 to 9999).
import { setScoreBody } from '@touchline/contract/calls/operator';
import { z } from 'zod';

const points = z
  .string()
  .trim()
  .min(1, 'required')
  .refine(
    (value) => /^\d+$/.test(value) && setScoreBody.shape.home.safeParse(Number(value)).success,
    'score',
  );

export const scoreFormSchema = z.object({ home: points, away: points });
export type ScoreFormValues = z.input<typeof scoreFormSchema>;
