// The admin API's commerce calls (ADR 046): batches of access codes (create, list with their use
// counts, disable) and refunds of a charge. Operator calls like the rest of the admin API (an
// operator key or a signed-in operator), scoped to the request's tenant and audited.
import { z } from 'zod';
import { defineCall } from '../call';
import { charge } from '../entities/product';
import { id, isoDate } from '../ids';
import { contentOf } from '../paged';
import { idParams } from './common';

/** What a printed code may hold: redemption compares it in upper case. */
export const accessCodeText = z
  .string()
  .trim()
  .min(4)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/, 'must be letters, digits and dashes')
  .transform((code) => code.toUpperCase());

export const maxGeneratedCodes = 10_000;
export const maxExplicitCodes = 1_000;

export const createAccessCodeBatchBody = z
  .object({
    /** The offer (subscription or pass) the codes grant. */
    productId: id,
    /** How many codes to make, or… */
    count: z.number().int().min(1).max(maxGeneratedCodes).optional(),
    /** …the codes themselves (printed cards, a partner's list). */
    codes: z.array(accessCodeText).min(1).max(maxExplicitCodes).optional(),
    /** Redemptions each code allows; absent or null for no limit. */
    useLimit: z.number().int().min(1).max(1_000_000).nullable().optional(),
    /** When the codes stop working; absent or null for never. */
    expiresAt: isoDate.nullable().optional(),
    label: z.string().trim().min(1).max(200).optional(),
  })
  .strict()
  .refine((body) => (body.count === undefined) !== (body.codes === undefined), {
    message: 'give either count or codes',
    path: ['count'],
  })
  .refine((body) => !body.codes || new Set(body.codes).size === body.codes.length, {
    message: 'codes must be different from one another (compared in upper case)',
    path: ['codes'],
  });
export type CreateAccessCodeBatchBody = z.infer<typeof createAccessCodeBatchBody>;

/** A batch as the console lists it: its product, rules and how much it was used. */
export const accessCodeBatch = z.object({
  id: id,
  productId: id,
  label: z.string(),
  useLimit: z.number().int().nullable(),
  expiresAt: isoDate.nullable(),
  /** When an operator disabled it; its codes no longer redeem. */
  disabledAt: isoDate.nullable(),
  codeCount: z.number().int().nonnegative(),
  /** Redemptions of all its codes together. */
  uses: z.number().int().nonnegative(),
  createdAt: isoDate,
});
export type AccessCodeBatch = z.infer<typeof accessCodeBatch>;

export const createdAccessCodeBatch = accessCodeBatch.extend({
  /** Shown once: the list answers counts only. */
  codes: z.array(z.string()),
});
export type CreatedAccessCodeBatch = z.infer<typeof createdAccessCodeBatch>;

export const createAccessCodeBatchCall = defineCall({
  method: 'POST',
  path: '/api/admin/access-code-batches',
  auth: 'operator',
  summary: 'Operator: make a batch of access codes for an offer; answers the codes once (audited)',
  body: createAccessCodeBatchBody,
  response: contentOf(createdAccessCodeBatch),
  errors: ['not_found', 'conflict'],
});

export const listAccessCodeBatchesCall = defineCall({
  method: 'GET',
  path: '/api/admin/access-code-batches',
  auth: 'operator',
  summary: "Operator: the tenant's access-code batches with their use counts, newest first",
  response: contentOf(z.object({ entries: z.array(accessCodeBatch) })),
});

export const disableAccessCodeBatchCall = defineCall({
  method: 'POST',
  path: '/api/admin/access-code-batches/:id/disable',
  auth: 'operator',
  summary: "Operator: stop a batch's codes from redeeming; what they granted stays (audited)",
  params: idParams,
  response: contentOf(accessCodeBatch),
  errors: ['not_found'],
});

/** A charge as an operator sees it: whose it is, beside the viewer's own view of it. */
export const adminCharge = charge.extend({ userId: id });
export type AdminCharge = z.infer<typeof adminCharge>;

export const listAdminChargesCall = defineCall({
  method: 'GET',
  path: '/api/admin/charges',
  auth: 'operator',
  summary: "Operator: the tenant's latest charges (up to 200), of one user if named, newest first",
  query: z.object({ userId: id.optional() }).strict(),
  response: contentOf(z.object({ entries: z.array(adminCharge) })),
});

export const refundChargeCall = defineCall({
  method: 'POST',
  path: '/api/admin/charges/:id/refund',
  auth: 'operator',
  summary:
    'Operator: refund a succeeded charge through its provider, in full or `amount` of it (minor units, up to what is left); the contract ends with a full refund (audited)',
  params: idParams,
  /** No body (null once parsed), or no `amount`: all that is left. */
  body: z
    .object({ amount: z.number().int().positive().max(100_000_000).optional() })
    .strict()
    .nullish(),
  response: contentOf(adminCharge),
  errors: ['not_found', 'conflict', 'provider_error'],
});
