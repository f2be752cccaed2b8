// Redeeming an access code (redeem_access_code): the code's product, granted for one period
// without a charge. Unknown, used-up and expired codes each answer their own error; the call is
// in the `credentials` rate-limit class, so codes cannot be guessed quickly.
import { randomUUID } from 'node:crypto';
import type { PurchaseResponse } from '@touchline/contract/calls/commerce';
import { AppError } from '../../http/app-error';
import { findAccessCode, useAccessCode } from './access-code-repository';
import type { Buyer } from './checkout-service';
import type { CommerceDeps } from './commerce-deps';
import { findOffer } from './commerce-repository';
import { addPeriod, contractGrantsAccess } from './contract-mapper';
import { findRunningContract, insertContract, updateContract } from './contract-repository';
import { contractAnswer } from './contract-service';

/** Codes are compared in upper case: what is printed on a card may be typed in either. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

const invalid = () =>
  new AppError('access_code_invalid', 'This code is not valid', { context: 'access_code' });

export async function redeemAccessCode(
  deps: CommerceDeps,
  buyer: Buyer,
  typed: string,
): Promise<PurchaseResponse> {
  const now = deps.now();
  const code = normaliseCode(typed);
  const answer = await deps.db.transaction(async (tx) => {
    const found = await findAccessCode(tx, buyer.tenantId, code);
    // A disabled batch's code reads like an unknown one: it no longer exists for the viewer.
    if (!found || found.batch.disabledAt) throw invalid();
    const { batch } = found;
    if (batch.expiresAt && batch.expiresAt <= now)
      throw new AppError('access_code_expired', 'This code has expired', {
        context: 'access_code',
      });
    const offer = await findOffer(tx, buyer.tenantId, batch.productId, now);
    if (!offer) throw invalid();
    const running = await findRunningContract(tx, buyer, offer.id);
    if (running && (running.state === 'pending' || contractGrantsAccess(running, now)))
      throw new AppError('conflict', 'You already hold this product', {
        context: 'already_purchased',
      });
    if (running) await updateContract(tx, buyer, running.id, { state: 'expired' });
    if (!(await useAccessCode(tx, buyer.tenantId, code, batch.useLimit)))
      throw new AppError('access_code_used_up', 'This code has been used up', {
        context: 'access_code',
      });
    const subscription = offer.duration !== null && offer.durationUnit !== null;
    const row = await insertContract(tx, {
      ...buyer,
      id: randomUUID(),
      productId: offer.id,
      type: offer.type,
      title: offer.title,
      description: offer.description,
      eventId: offer.eventId,
      // Nothing was paid: the code is the payment.
      priceMinor: 0,
      currency: offer.currency,
      duration: offer.duration,
      durationUnit: offer.durationUnit,
      state: 'active',
      source: 'code',
      autoRenew: false,
      startsAt: now,
      endsAt: subscription ? addPeriod(now, offer.duration!, offer.durationUnit!) : null,
    });
    return {
      content: {
        status: 'succeeded' as const,
        contract: await contractAnswer(tx, buyer, row, now),
        clientSecret: null,
        testMode: deps.provider.testMode,
      },
    };
  });
  deps.purchaseSettled(buyer.tenantId, buyer.userId, {
    contractId: answer.content.contract.id,
    productId: answer.content.contract.productId,
    status: 'succeeded',
  });
  return answer;
}
