// What the purchase services need, made once in app/register-commerce.ts: the database, the card
// provider, the clock (tests move it) and the message to the buyer's open pages when a purchase
// settles.
import type { UserPurchaseStatusMessage } from '@touchline/contract/socket';
import type { Db } from '../../db/open';
import type { PaymentProvider } from './payment-provider';

export interface CommerceDeps {
  db: Db;
  provider: PaymentProvider;
  now: () => Date;
  purchaseSettled: (tenantId: string, userId: string, message: UserPurchaseStatusMessage) => void;
}

/** How long a past-due subscription keeps access while its renewal is retried. */
export const renewalGraceMs = 3 * 24 * 60 * 60 * 1000;
