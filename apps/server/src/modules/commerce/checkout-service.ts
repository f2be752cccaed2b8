// Buying an offer: with a new card token (subscription_checkout) or the stored card
// (subscribe_by_stored_cc), once per idempotency key; and settling a purchase whose card needed
// a challenge. A purchase is one transaction: the contract (pending), the provider's charge, the
// charge's record, then the contract made active — or removed when the card was refused.
import { randomUUID } from 'node:crypto';
import type { PurchaseResponse } from '@touchline/contract/calls/commerce';
import type { PurchaseResult } from '@touchline/contract/entities/product';
import type { Db } from '../../db/open';
import type { CommerceContractRow } from '../../db/schema-purchases';
import { AppError } from '../../http/app-error';
import { isAvailableInRegion } from '../../http/entitlements';
import type { CommerceDeps } from './commerce-deps';
import { findEventRegions, findOffer } from './commerce-repository';
import { addPeriod, contractGrantsAccess } from './contract-mapper';
import {
  deleteContract,
  findContract,
  findPendingCharge,
  findRunningContract,
  findStoredCard,
  insertCharge,
  insertContract,
  saveStoredCard,
  settleCharge,
  updateContract,
  type Owner,
} from './contract-repository';
import { contractAnswer } from './contract-service';
import { fingerprintOf, once, type Outcome } from './idempotency';
import type { ChargeOutcome, FailureCode } from './payment-provider';

export interface Buyer extends Owner {
  country: string;
}

const failureMessages: Record<FailureCode, string> = {
  card_declined: 'Your card was declined',
  insufficient_funds: 'Your card has insufficient funds',
  expired_card: 'Your card has expired',
};

const paymentError = (code: FailureCode) =>
  new AppError('payment_failed', failureMessages[code], { context: code });

const paymentFailed = (code: FailureCode): Outcome<never> => ({
  status: 402,
  error: { code: 'payment_failed', message: failureMessages[code], context: code },
});

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

const alreadyHeld = () =>
  new AppError('conflict', 'You already hold this product', { context: 'already_purchased' });

/** The offer on sale, watchable in the buyer's country, and not already held by the buyer. */
async function admit(tx: Db, buyer: Buyer, productId: string, now: Date) {
  const offer = await findOffer(tx, buyer.tenantId, productId, now);
  if (!offer) throw AppError.notFound('Offer not found', 'product');
  if (offer.eventId) {
    const event = (await findEventRegions(tx, buyer.tenantId, [offer.eventId])).get(offer.eventId);
    if (event && !isAvailableInRegion(event, buyer.country))
      throw new AppError('region_blocked', 'This game cannot be watched in your region');
  }
  const running = await findRunningContract(tx, buyer, offer.id);
  if (running && (running.state === 'pending' || contractGrantsAccess(running, now)))
    throw alreadyHeld();
  // Over but not yet swept by the renewal job: closed now, so the new contract can start.
  if (running) await updateContract(tx, buyer, running.id, { state: 'expired' });
  return offer;
}

interface PurchaseInput {
  productId: string;
  /** A new card's token, or null to pay with the stored card. */
  token: string | null;
  key: string | null;
}

export async function purchase(
  deps: CommerceDeps,
  buyer: Buyer,
  input: PurchaseInput,
): Promise<PurchaseResponse> {
  const now = deps.now();
  const call = input.token ? 'subscriptionCheckout' : 'subscribeByStoredCard';
  const { token: _token, key: _key, ...fingerprinted } = input;
  const fingerprint = fingerprintOf(call, { ...fingerprinted, card: input.token });
  let result;
  try {
    result = await once(deps.db, buyer, input.key, fingerprint, (tx) =>
      charge(deps, tx, buyer, input, now),
    );
  } catch (error) {
    // A simultaneous purchase of the same product without a key: the unique index stopped it.
    if (isUniqueViolation(error)) throw alreadyHeld();
    throw error;
  }
  const { content } = result.answer;
  if (result.fresh && content.status !== 'failed')
    deps.purchaseSettled(buyer.tenantId, buyer.userId, {
      contractId: content.contract?.id ?? null,
      productId: input.productId,
      status: content.status,
    });
  return result.answer;
}

async function charge(
  deps: CommerceDeps,
  tx: Db,
  buyer: Buyer,
  input: PurchaseInput,
  now: Date,
): Promise<Outcome<PurchaseResponse>> {
  const offer = await admit(tx, buyer, input.productId, now);
  const stored = input.token ? null : await findStoredCard(tx, buyer);
  if (!input.token && !stored) throw AppError.notFound('No card is stored', 'card');
  const token = input.token ?? stored!.token;
  const card = await deps.provider.describe(token);
  if (!card) throw AppError.invalid('body', 'card.token', 'is not a token of this card provider');

  const contractId = randomUUID();
  const subscription = offer.duration !== null && offer.durationUnit !== null;
  await insertContract(tx, {
    ...buyer,
    id: contractId,
    productId: offer.id,
    type: offer.type,
    title: offer.title,
    description: offer.description,
    eventId: offer.eventId,
    priceMinor: offer.priceMinor,
    currency: offer.currency,
    duration: offer.duration,
    durationUnit: offer.durationUnit,
    state: 'pending',
    source: 'card',
    autoRenew: subscription && offer.autoRenew,
    startsAt: now,
    endsAt: subscription ? addPeriod(now, offer.duration!, offer.durationUnit!) : null,
  });
  const outcome = await deps.provider.charge({
    token,
    amountMinor: offer.priceMinor,
    currency: offer.currency,
    idempotencyKey: input.key ?? contractId,
    description: offer.title,
  });
  await insertCharge(tx, {
    ...buyer,
    id: randomUUID(),
    contractId: outcome.outcome === 'failed' ? null : contractId,
    productId: offer.id,
    title: offer.title,
    kind: 'purchase',
    state: outcome.outcome,
    amountMinor: offer.priceMinor,
    currency: offer.currency,
    provider: deps.provider.name,
    providerRef: outcome.ref,
    failureCode: outcome.outcome === 'failed' ? outcome.code : null,
    cardBrand: card.brand,
    cardLast4: card.last4,
  });
  if (outcome.outcome === 'failed') {
    await deleteContract(tx, buyer, contractId);
    return paymentFailed(outcome.code);
  }
  // A card that worked (or is being confirmed) is kept for one-click purchases.
  if (input.token)
    await saveStoredCard(tx, { ...buyer, provider: deps.provider.name, token, ...card }, now);
  return { status: 200, answer: await settle(deps, tx, buyer, contractId, outcome, now) };
}

/** The answer for a charge's outcome; a success makes the contract active. */
async function settle(
  deps: CommerceDeps,
  tx: Db,
  buyer: Buyer,
  contractId: string,
  outcome: Exclude<ChargeOutcome, { outcome: 'failed' }>,
  now: Date,
): Promise<PurchaseResponse> {
  let row: CommerceContractRow | null;
  if (outcome.outcome === 'succeeded')
    row = await updateContract(tx, buyer, contractId, { state: 'active', lastPaymentAt: now });
  else row = await findContract(tx, buyer, contractId);
  const content: PurchaseResult = {
    status: outcome.outcome === 'succeeded' ? 'succeeded' : 'processing',
    contract: await contractAnswer(tx, buyer, row!, now),
    clientSecret: outcome.outcome === 'requires_action' ? outcome.clientSecret : null,
    testMode: deps.provider.testMode,
  };
  return { content };
}

/** After the challenge: the pending charge settles, and with it its contract. */
export async function confirmPayment(
  deps: CommerceDeps,
  buyer: Buyer,
  clientSecret: string,
): Promise<PurchaseResponse> {
  const now = deps.now();
  const settled = await deps.db.transaction(async (tx) => {
    const pending = await findPendingCharge(tx, buyer, deps.provider.paymentRefOf(clientSecret));
    if (!pending?.contractId)
      throw AppError.notFound('No payment waits for this confirmation', 'payment');
    const outcome = await deps.provider.confirm(clientSecret);
    if (outcome.outcome !== 'succeeded') {
      const code = outcome.outcome === 'failed' ? outcome.code : 'card_declined';
      await settleCharge(tx, buyer, pending.id, { state: 'failed', failureCode: code });
      await deleteContract(tx, buyer, pending.contractId);
      return { failed: true as const, code };
    }
    await settleCharge(tx, buyer, pending.id, { state: 'succeeded', failureCode: null });
    const answer = await settle(deps, tx, buyer, pending.contractId, outcome, now);
    return { failed: false as const, answer, productId: pending.productId };
  });
  // The refusal is recorded (committed above) before it is answered.
  if (settled.failed) throw paymentError(settled.code);
  deps.purchaseSettled(buyer.tenantId, buyer.userId, {
    contractId: settled.answer.content.contract?.id ?? null,
    productId: settled.productId,
    status: settled.answer.content.status,
  });
  return settled.answer;
}
