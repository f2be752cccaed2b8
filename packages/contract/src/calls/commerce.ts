// Commerce calls of spec §7 "Commerce" and decisions.md: offerings, contracts, purchases and codes.
import { z } from 'zod';
import { defineCall } from '../call';
import { charge, customerContract, product, purchaseResult, storedCard } from '../entities/product';
import { id } from '../ids';
import { contentOf } from '../paged';
import { idParams } from './common';
import { flag } from './list-params';

export const productsResponse = contentOf(z.array(product));
export type ProductsResponse = z.infer<typeof productsResponse>;
export const productResponse = contentOf(product);
export type ProductResponse = z.infer<typeof productResponse>;
export const contractsResponse = contentOf(z.array(customerContract));
export type ContractsResponse = z.infer<typeof contractsResponse>;
export const contractResponse = contentOf(customerContract);
export type ContractResponse = z.infer<typeof contractResponse>;
export const purchaseResponse = contentOf(purchaseResult);
export type PurchaseResponse = z.infer<typeof purchaseResponse>;

export const subscriptionsRequest = z.object({ type: z.enum(['svod', 'cvod']).optional() });
export type SubscriptionsRequest = z.infer<typeof subscriptionsRequest>;

export const subscriptionsCall = defineCall({
  method: 'GET',
  path: '/api/commerce/get_subscriptions',
  auth: 'optional',
  summary: 'The subscription offerings on sale, optionally of one access model',
  query: subscriptionsRequest,
  response: productsResponse,
});

export const subscriptionByIdCall = defineCall({
  method: 'GET',
  path: '/api/commerce/get_subscriptions_by_id/id/:id',
  auth: 'optional',
  summary: 'One offering (subscription or pay-per-view pass)',
  params: idParams,
  response: productResponse,
});

export const customerContractsRequest = z.object({
  active: flag.optional(),
  canceled: flag.optional(),
});
export type CustomerContractsRequest = z.input<typeof customerContractsRequest>;

export const customerContractsCall = defineCall({
  method: 'GET',
  path: '/api/commerce/customer_contracts',
  auth: 'required',
  summary: "The user's subscriptions and pay-per-view purchases, newest first",
  query: customerContractsRequest,
  response: contractsResponse,
});

export const customerSubscriptionByIdCall = defineCall({
  method: 'GET',
  path: '/api/commerce/get_customer_subscriptions_by_id/id/:id',
  auth: 'required',
  summary: 'One of the user’s contracts',
  params: idParams,
  response: contractResponse,
  errors: ['not_found'],
});

export const cancelContractRequest = z.object({ platform: z.literal('web'), id: id }).strict();
export type CancelContractRequest = z.infer<typeof cancelContractRequest>;

export const cancelContractCall = defineCall({
  method: 'POST',
  path: '/api/commerce/cancel_contract',
  auth: 'required',
  summary: 'Stop renewal; access lasts until the contract end date',
  body: cancelContractRequest,
  response: contractResponse,
  errors: ['not_found', 'conflict'],
});

/**
 * A retry with the same key returns the first attempt's result and never charges twice. It may
 * also come as the `Idempotency-Key` header (docs/decisions/035); both at once must agree.
 */
export const idempotencyKey = z.uuid();
export const idempotencyHeader = 'idempotency-key';

/**
 * A charging write fails with: an unknown offer or stored card (404), a product the user already
 * holds or a key reused for another request (409), the card refused (402, `context` says why:
 * card_declined, insufficient_funds, …), or an event not watchable in the viewer's region (403).
 */
const purchaseErrors = ['not_found', 'conflict', 'payment_failed', 'region_blocked'] as const;

export const subscribeByStoredCardRequest = z
  .object({ subscription_id: id, idempotency_key: idempotencyKey.optional() })
  .strict();
export type SubscribeByStoredCardRequest = z.infer<typeof subscribeByStoredCardRequest>;

export const subscribeByStoredCardCall = defineCall({
  method: 'POST',
  path: '/api/commerce/subscribe_by_stored_cc',
  auth: 'required',
  summary: 'Buy a product with the card stored from an earlier checkout',
  body: subscribeByStoredCardRequest,
  response: purchaseResponse,
  errors: purchaseErrors,
});

export const subscriptionCheckoutRequest = z
  .object({
    /** A payment-method token from the card provider (Stripe.js or the sandbox form), never card data. */
    card: z.object({ token: z.string().min(1).max(255) }).strict(),
    subscription_id: id,
    idempotency_key: idempotencyKey.optional(),
  })
  .strict();
export type SubscriptionCheckoutRequest = z.infer<typeof subscriptionCheckoutRequest>;

export const subscriptionCheckoutCall = defineCall({
  method: 'POST',
  path: '/api/commerce/subscription_checkout',
  auth: 'required',
  summary: 'Buy a subscription or pay-per-view pass with a card token',
  body: subscriptionCheckoutRequest,
  response: purchaseResponse,
  errors: purchaseErrors,
});

export const redeemAccessCodeRequest = z
  .object({
    code: z
      .string()
      .trim()
      .min(4)
      .max(64)
      .regex(/^[A-Za-z0-9-]+$/, 'must be letters, digits and dashes'),
  })
  .strict();
export type RedeemAccessCodeRequest = z.infer<typeof redeemAccessCodeRequest>;

export const redeemAccessCodeCall = defineCall({
  method: 'POST',
  path: '/api/commerce/redeem_access_code',
  auth: 'required',
  rateLimit: 'credentials',
  summary: "Grant an access code's product",
  body: redeemAccessCodeRequest,
  response: purchaseResponse,
  errors: ['access_code_invalid', 'access_code_used_up', 'access_code_expired', 'conflict'],
});

export const storedCardCall = defineCall({
  method: 'GET',
  path: '/api/commerce/stored_card',
  auth: 'required',
  summary: 'The card kept from the last checkout, if any, for one-click purchases',
  response: contentOf(storedCard.nullable()),
});

export const confirmPaymentRequest = z
  .object({
    /** The `clientSecret` of a purchase answered `processing`, after the card holder's challenge. */
    client_secret: z.string().min(1).max(255),
  })
  .strict();
export type ConfirmPaymentRequest = z.infer<typeof confirmPaymentRequest>;

export const confirmPaymentCall = defineCall({
  method: 'POST',
  path: '/api/commerce/confirm_payment',
  auth: 'required',
  summary: 'Settle a purchase whose card needed a challenge (3-D Secure) once it is passed',
  body: confirmPaymentRequest,
  response: purchaseResponse,
  errors: ['not_found', 'payment_failed'],
});

export const chargesCall = defineCall({
  method: 'GET',
  path: '/api/commerce/charges',
  auth: 'required',
  summary: "The user's charges (purchases and renewals, failed ones too), newest first",
  response: contentOf(z.array(charge)),
});

export const chargeCall = defineCall({
  method: 'GET',
  path: '/api/commerce/charges/:id',
  auth: 'required',
  summary: "One of the user's charges, for its printable receipt (with its refund, if any)",
  params: idParams,
  response: contentOf(charge),
  errors: ['not_found'],
});
