// HTTP for the admin API's products (ADR 061): list, make and change the tenant's subscriptions
// and passes, behind the operator check; every change names its actor in the audit trail.
import {
  createProductCall,
  listAdminProductsCall,
  updateProductCall,
} from '@touchline/contract/calls/admin-products';
import type { Db } from '../../db/open';
import type { TokenVerifier } from '../../http/auth-plugin';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';
import { listProducts } from '../commerce/product-admin-service';
import { createTenantProduct, updateTenantProduct } from './admin-product-service';
import { operatorActor, requireOperator } from './operator-auth';

export interface AdminProductRouteOptions {
  db: Db;
  verify: TokenVerifier;
}

export const adminProductRoutes: ContractPlugin<AdminProductRouteOptions> = (
  app,
  options,
  done,
) => {
  const authenticate = requireOperator({ db: options.db, verify: options.verify });
  const { db } = options;
  const tag = 'admin';

  serveCall(app, listAdminProductsCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: { entries: await listProducts(db, request.tenant.id) },
    }),
  });
  serveCall(app, createProductCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: await createTenantProduct(db, request.tenant, operatorActor(request), request.body),
    }),
  });
  serveCall(app, updateProductCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: await updateTenantProduct(
        db,
        request.tenant,
        operatorActor(request),
        request.params.id,
        request.body,
      ),
    }),
  });
  done();
};
