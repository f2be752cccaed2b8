// The access-code batch form: an offer, how many codes, and the optional label, use limit and
// expiry, each checked with the contract's own field schemas (createAccessCodeBatchBody).
import {
  createAccessCodeBatchBody,
  type CreateAccessCodeBatchBody,
} from '@touchline/contract/calls/admin-commerce';
import { z } from 'zod';
import { accepted, blankOr } from './field-rules';

const shape = createAccessCodeBatchBody.shape;
const wholeNumber = (schema: z.ZodType) => (value: string) =>
  /^\d+$/.test(value.trim()) && schema.safeParse(Number(value.trim())).success;
const validLocal = (value: string) =>
  value === '' ||
  (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(new Date(value).getTime()));

export const codeBatchFormSchema = z.object({
  productId: z.string().min(1, 'required').refine(accepted(shape.productId), 'required'),
  count: z.string().trim().min(1, 'required').refine(wholeNumber(shape.count), 'codeCount'),
  label: z.string().refine(blankOr(shape.label), 'tooLong'),
  useLimit: z
    .string()
    .refine((value) => value.trim() === '' || wholeNumber(shape.useLimit)(value), 'useLimit'),
  expiresAt: z.string().refine(validLocal, 'date'),
});
export type CodeBatchFormValues = z.input<typeof codeBatchFormSchema>;

export const emptyCodeBatch = (): CodeBatchFormValues => ({
  productId: '',
  count: '10',
  label: '',
  useLimit: '',
  expiresAt: '',
});

/** The call's body; blank optional fields are left out (no limit, no expiry, the default label). */
export function toCreateBatch(values: CodeBatchFormValues): CreateAccessCodeBatchBody {
  const body: CreateAccessCodeBatchBody = {
    productId: values.productId,
    count: Number(values.count.trim()),
  };
  if (values.label.trim()) body.label = values.label.trim();
  if (values.useLimit.trim()) body.useLimit = Number(values.useLimit.trim());
  if (values.expiresAt) body.expiresAt = new Date(values.expiresAt).toISOString();
  return body;
}
