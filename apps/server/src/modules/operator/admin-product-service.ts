// The admin API's products (ADR 061): the commerce module owns the rules; this file puts each
// change and its audit record into one transaction. Nothing the catalogue keeps depends on a
// product (offers are read afresh on each call), so there is no cached answer to forget here.
import type {
  AdminProduct,
  CreateProductBody,
  UpdateProductBody,
} from '@touchline/contract/calls/admin-products';
import type { Db } from '../../db/open';
import { createProduct, updateProduct } from '../commerce/product-admin-service';
import type { Tenant } from '../tenants/tenant';
import { appendAudit, snapshot } from './audit-repository';

export async function createTenantProduct(
  db: Db,
  tenant: Tenant,
  actor: string,
  body: CreateProductBody,
): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const product = await createProduct(tx, tenant.id, body);
    await appendAudit(tx, tenant.id, {
      actor,
      action: 'product.create',
      targetKind: 'product',
      targetId: product.id,
      before: null,
      after: snapshot(product),
    });
    return product;
  });
}

export async function updateTenantProduct(
  db: Db,
  tenant: Tenant,
  actor: string,
  id: string,
  body: UpdateProductBody,
): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const { before, after } = await updateProduct(tx, tenant.id, id, body);
    await appendAudit(tx, tenant.id, {
      actor,
      action: 'product.update',
      targetKind: 'product',
      targetId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  });
}
