// A viewer's own purchases: their contracts (customer_contracts, get_customer_subscriptions_by_id),
// stopping a renewal (cancel_contract), the stored card and the billing history.
import type {
  ContractResponse,
  ContractsResponse,
  customerContractsRequest,
} from '@touchline/contract/calls/commerce';
import type { z } from 'zod';
import type { Charge, CustomerContract, StoredCard } from '@touchline/contract/entities/product';
import type { Db } from '../../db/open';
import type { CommerceContractRow } from '../../db/schema-purchases';
import { AppError } from '../../http/app-error';
import { isAvailableInRegion } from '../../http/entitlements';
import type { CommerceDeps } from './commerce-deps';
import { findEventRegions, listAccessItems } from './commerce-repository';
import { findOwnCharge } from './charge-repository';
import { contractGrantsAccess, toCharge, toCustomerContract } from './contract-mapper';
import {
  findContract,
  findStoredCard,
  listCharges,
  listContracts,
  updateContract,
  type Owner,
} from './contract-repository';

export interface Holder extends Owner {
  country: string;
}

async function toContracts(
  db: Db,
  holder: Holder,
  rows: CommerceContractRow[],
  now: Date,
): Promise<CustomerContract[]> {
  const items = await listAccessItems(db, holder.tenantId, [
    ...new Set(rows.map((r) => r.productId)),
  ]);
  const passEvents = rows.flatMap((row) => (row.eventId ? [row.eventId] : []));
  const regions = await findEventRegions(db, holder.tenantId, passEvents);
  return rows.map((row) => {
    const event = row.eventId ? regions.get(row.eventId) : undefined;
    const inRegion = event ? isAvailableInRegion(event, holder.country) : true;
    return toCustomerContract(row, items.get(row.productId) ?? [], inRegion, now);
  });
}

/** One contract as the wire shows it (the purchase answers use it too). */
export async function contractAnswer(
  db: Db,
  holder: Holder,
  row: CommerceContractRow,
  now: Date,
): Promise<CustomerContract> {
  const [contract] = await toContracts(db, holder, [row], now);
  return contract!;
}

export async function getContracts(
  deps: CommerceDeps,
  holder: Holder,
  query: z.output<typeof customerContractsRequest>,
): Promise<ContractsResponse> {
  const now = deps.now();
  const rows = await listContracts(deps.db, holder, query, now);
  return { content: await toContracts(deps.db, holder, rows, now) };
}

const notFound = () => AppError.notFound('Contract not found', 'contract');

export async function getContract(
  deps: CommerceDeps,
  holder: Holder,
  id: string,
): Promise<ContractResponse> {
  const row = await findContract(deps.db, holder, id);
  if (!row) throw notFound();
  return { content: await contractAnswer(deps.db, holder, row, deps.now()) };
}

/** Stops the renewal; the contract keeps granting access until its period ends. */
export async function cancelContract(
  deps: CommerceDeps,
  holder: Holder,
  id: string,
): Promise<ContractResponse> {
  const now = deps.now();
  const row = await findContract(deps.db, holder, id);
  if (!row) throw notFound();
  if (row.canceledAt) return { content: await contractAnswer(deps.db, holder, row, now) };
  if (row.type === 'ppv' || row.endsAt === null || !contractGrantsAccess(row, now))
    throw new AppError('conflict', 'Only a running subscription can be cancelled', {
      context: 'not_renewable',
    });
  const canceled = await updateContract(deps.db, holder, id, { canceledAt: now, autoRenew: false });
  return { content: await contractAnswer(deps.db, holder, canceled!, now) };
}

export async function getStoredCard(
  deps: CommerceDeps,
  owner: Owner,
): Promise<{ content: StoredCard | null }> {
  const row = await findStoredCard(deps.db, owner);
  return {
    content: row
      ? { brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear }
      : null,
  };
}

export async function getCharges(deps: CommerceDeps, owner: Owner): Promise<{ content: Charge[] }> {
  return { content: (await listCharges(deps.db, owner)).map(toCharge) };
}

/** One charge of the viewer's own, for the receipt; anyone else's reads like a missing one. */
export async function getCharge(
  deps: CommerceDeps,
  owner: Owner,
  id: string,
): Promise<{ content: Charge }> {
  const row = await findOwnCharge(deps.db, owner, id);
  if (!row) throw AppError.notFound('Charge not found', 'charge');
  return { content: toCharge(row) };
}
