// The rules of an operator's products (ADR 061): a pass unlocks one game of the tenant, a
// subscription the tenant's leagues, categories and teams it names; type and game are fixed once
// made (contracts copy them). The admin API calls these inside its transaction, with the audit.
import { randomBytes } from 'node:crypto';
import type {
  AdminProduct,
  CreateProductBody,
  UpdateProductBody,
} from '@touchline/contract/calls/admin-products';
import type { AccessItem } from '@touchline/contract/entities/product';
import type { Db } from '../../db/open';
import type { CommerceProductRow, NewCommerceProductRow } from '../../db/schema-commerce';
import { AppError } from '../../http/app-error';
import { listAccessItems } from './commerce-repository';
import {
  existingIdentityIds,
  findGameId,
  findProductRow,
  insertProductRow,
  listProductRows,
  replaceProductItems,
  updateProductRow,
} from './product-repository';

export const toAdminProduct = (row: CommerceProductRow, items: AccessItem[]): AdminProduct => ({
  id: row.id,
  type: row.type,
  title: row.title,
  description: row.description,
  eventId: row.eventId,
  priceMinor: row.priceMinor,
  currency: row.currency,
  duration: row.duration,
  durationUnits: row.durationUnit,
  autoRenew: row.autoRenew,
  onSale: row.active,
  items,
  createdAt: row.createdAt.toISOString(),
});

export async function listProducts(db: Db, tenantId: string): Promise<AdminProduct[]> {
  const rows = await listProductRows(db, tenantId);
  const items = await listAccessItems(
    db,
    tenantId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminProduct(row, items.get(row.id) ?? []));
}

async function withItems(db: Db, tenantId: string, row: CommerceProductRow) {
  const items = await listAccessItems(db, tenantId, [row.id]);
  return toAdminProduct(row, items.get(row.id) ?? []);
}

/** Another tenant's league reads exactly like a missing one. */
async function checkItems(db: Db, tenantId: string, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const known = await existingIdentityIds(db, tenantId, unique);
  const unknown = unique.find((id) => !known.has(id));
  if (unknown)
    throw AppError.invalid(
      'body',
      'itemIds',
      `no league, category or team ${unknown} in this tenant`,
    );
  return unique;
}

export async function createProduct(
  db: Db,
  tenantId: string,
  body: CreateProductBody,
): Promise<AdminProduct> {
  if (body.type === 'ppv' && body.autoRenew)
    throw AppError.invalid('body', 'autoRenew', 'a pass is bought once');
  if (body.eventId && !(await findGameId(db, tenantId, body.eventId)))
    throw AppError.invalid('body', 'eventId', `no game ${body.eventId} in this tenant`);
  const itemIds = await checkItems(db, tenantId, body.itemIds ?? []);
  const row: NewCommerceProductRow = {
    tenantId,
    id: `pr-${randomBytes(9).toString('base64url')}`,
    type: body.type,
    title: body.title,
    description: body.description || null,
    eventId: body.eventId ?? null,
    priceMinor: body.priceMinor,
    currency: body.currency,
    duration: body.duration ?? null,
    durationUnit: body.durationUnits ?? null,
    autoRenew: body.autoRenew ?? false,
    active: body.onSale ?? true,
  };
  const inserted = await insertProductRow(db, row);
  await replaceProductItems(db, tenantId, inserted.id, itemIds);
  return withItems(db, tenantId, inserted);
}

export async function updateProduct(
  db: Db,
  tenantId: string,
  id: string,
  body: UpdateProductBody,
): Promise<{ before: AdminProduct; after: AdminProduct }> {
  const row = await findProductRow(db, tenantId, id);
  if (!row) throw AppError.notFound(`No product ${id}`, 'product');
  const before = await withItems(db, tenantId, row);
  const pass = row.type === 'ppv';
  if (pass && (body.duration !== undefined || body.durationUnits !== undefined))
    throw AppError.invalid('body', 'duration', 'a pass lasts with its game');
  if (pass && body.itemIds?.length)
    throw AppError.invalid('body', 'itemIds', 'a pass unlocks its game, not leagues or teams');
  if (pass && body.autoRenew) throw AppError.invalid('body', 'autoRenew', 'a pass is bought once');
  const itemIds = body.itemIds ? await checkItems(db, tenantId, body.itemIds) : undefined;
  const change: Partial<NewCommerceProductRow> = {
    ...(body.title !== undefined && { title: body.title }),
    ...(body.description !== undefined && { description: body.description || null }),
    ...(body.priceMinor !== undefined && { priceMinor: body.priceMinor }),
    ...(body.currency !== undefined && { currency: body.currency }),
    ...(body.duration !== undefined && { duration: body.duration }),
    ...(body.durationUnits !== undefined && { durationUnit: body.durationUnits }),
    ...(body.autoRenew !== undefined && { autoRenew: body.autoRenew }),
    ...(body.onSale !== undefined && { active: body.onSale }),
  };
  // Only the access items may change, which touches no column of the product.
  const changed =
    Object.keys(change).length > 0 ? await updateProductRow(db, tenantId, id, change) : row;
  if (!changed) throw AppError.notFound(`No product ${id}`, 'product');
  if (itemIds) await replaceProductItems(db, tenantId, id, itemIds);
  return { before, after: await withItems(db, tenantId, changed) };
}
