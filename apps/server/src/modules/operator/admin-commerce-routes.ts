// HTTP for the admin API's commerce calls (ADR 046): access-code batches and refunds, behind the
// operator check, scoped to the request's tenant; every change names its actor in the audit trail.
import {
  createAccessCodeBatchCall,
  disableAccessCodeBatchCall,
  listAccessCodeBatchesCall,
  listAdminChargesCall,
  refundChargeCall,
} from '@touchline/contract/calls/admin-commerce';
import type { Db } from '../../db/open';
import type { TokenVerifier } from '../../http/auth-plugin';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';
import { listAccessCodeBatches } from '../commerce/access-code-batch-service';
import { listChargesOfTenant } from '../commerce/refund-service';
import {
  createCodeBatch,
  disableCodeBatch,
  refundTenantCharge,
  type CommerceDeps,
} from './admin-commerce-service';
import { operatorActor, requireOperator } from './operator-auth';

export interface AdminCommerceRouteOptions {
  db: Db;
  verify: TokenVerifier;
  /** The purchases' database, card provider and clock (made once in app/register-commerce.ts). */
  commerce: CommerceDeps;
}

export const adminCommerceRoutes: ContractPlugin<AdminCommerceRouteOptions> = (
  app,
  options,
  done,
) => {
  const authenticate = requireOperator({ db: options.db, verify: options.verify });
  const { commerce } = options;
  const tag = 'admin';

  serveCall(app, createAccessCodeBatchCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: await createCodeBatch(
        commerce.db,
        request.tenant,
        operatorActor(request),
        request.body,
        commerce.now(),
      ),
    }),
  });
  serveCall(app, listAccessCodeBatchesCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: { entries: await listAccessCodeBatches(commerce.db, request.tenant.id) },
    }),
  });
  serveCall(app, disableAccessCodeBatchCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: await disableCodeBatch(
        commerce.db,
        request.tenant,
        operatorActor(request),
        request.params.id,
        commerce.now(),
      ),
    }),
  });
  serveCall(app, listAdminChargesCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: {
        entries: await listChargesOfTenant(commerce.db, request.tenant.id, request.query.userId),
      },
    }),
  });
  serveCall(app, refundChargeCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: await refundTenantCharge(
        commerce,
        request.tenant,
        operatorActor(request),
        request.params.id,
        request.body?.amount,
      ),
    }),
  });
  done();
};
