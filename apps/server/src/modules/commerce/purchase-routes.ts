// HTTP for purchases: checkout, stored-card purchase, the challenge's confirmation, access codes,
// the viewer's contracts, cancellation, the stored card and the billing history.
import type { FastifyRequest } from 'fastify';
import {
  cancelContractCall,
  chargeCall,
  chargesCall,
  confirmPaymentCall,
  customerContractsCall,
  customerSubscriptionByIdCall,
  idempotencyHeader,
  idempotencyKey,
  redeemAccessCodeCall,
  storedCardCall,
  subscribeByStoredCardCall,
  subscriptionCheckoutCall,
} from '@touchline/contract/calls/commerce';
import type { AuthUser } from '../../http/auth-plugin';
import { AppError } from '../../http/app-error';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';
import { viewerOf } from '../../http/viewer';
import { redeemAccessCode } from './access-code-service';
import { confirmPayment, purchase, type Buyer } from './checkout-service';
import type { CommerceDeps } from './commerce-deps';
import {
  cancelContract,
  getCharge,
  getCharges,
  getContract,
  getContracts,
  getStoredCard,
} from './contract-service';

/**
 * The request's idempotency key: the `Idempotency-Key` header or the body's `idempotency_key`
 * (docs/decisions/035). Both may be sent only if they agree.
 */
export function keyOf(request: FastifyRequest, bodyKey: string | undefined): string | null {
  const raw = request.headers[idempotencyHeader];
  const header = Array.isArray(raw) ? raw[0] : raw;
  if (header === undefined) return bodyKey ?? null;
  const parsed = idempotencyKey.safeParse(header);
  if (!parsed.success) throw AppError.invalid('headers', 'Idempotency-Key', 'must be a UUID');
  if (bodyKey !== undefined && bodyKey !== parsed.data)
    throw AppError.invalid('body', 'idempotency_key', 'differs from the Idempotency-Key header');
  return parsed.data;
}

export const purchaseRoutes: ContractPlugin<{
  deps: CommerceDeps;
  trustedCountryHeader: string | null;
}> = (app, { deps, trustedCountryHeader }, done) => {
  const buyer = (request: FastifyRequest & { user: AuthUser }): Buyer => ({
    tenantId: request.tenant.id,
    userId: request.user.id,
    country: viewerOf(request, trustedCountryHeader).country,
  });
  const tag = 'commerce';

  serveCall(app, subscriptionCheckoutCall, {
    tag,
    handler: (request) =>
      purchase(deps, buyer(request), {
        productId: request.body.subscription_id,
        token: request.body.card.token,
        key: keyOf(request, request.body.idempotency_key),
      }),
  });
  serveCall(app, subscribeByStoredCardCall, {
    tag,
    handler: (request) =>
      purchase(deps, buyer(request), {
        productId: request.body.subscription_id,
        token: null,
        key: keyOf(request, request.body.idempotency_key),
      }),
  });
  serveCall(app, confirmPaymentCall, {
    tag,
    handler: (request) => confirmPayment(deps, buyer(request), request.body.client_secret),
  });
  serveCall(app, redeemAccessCodeCall, {
    tag,
    handler: (request) => redeemAccessCode(deps, buyer(request), request.body.code),
  });
  serveCall(app, customerContractsCall, {
    tag,
    handler: (request) => getContracts(deps, buyer(request), request.query),
  });
  serveCall(app, customerSubscriptionByIdCall, {
    tag,
    handler: (request) => getContract(deps, buyer(request), request.params.id),
  });
  serveCall(app, cancelContractCall, {
    tag,
    handler: (request) => cancelContract(deps, buyer(request), request.body.id),
  });
  serveCall(app, storedCardCall, {
    tag,
    handler: (request) => getStoredCard(deps, buyer(request)),
  });
  serveCall(app, chargesCall, { tag, handler: (request) => getCharges(deps, buyer(request)) });
  serveCall(app, chargeCall, {
    tag,
    handler: (request) => getCharge(deps, buyer(request), request.params.id),
  });
  done();
};
