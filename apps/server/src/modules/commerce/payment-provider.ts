// The one interface every card provider implements (decisions.md "Commerce"). Services charge
// through it and never see card data: the browser turns the card into a token first.
export interface CardFacts {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ChargeRequest {
  /** The payment-method token from the browser or a stored card. */
  token: string;
  amountMinor: number;
  currency: string;
  /** Passed on to the provider, so a retry of the same charge is one charge there too. */
  idempotencyKey: string;
  description: string;
  /** Nobody is there to pass a challenge (a renewal): the provider must not ask for one. */
  offSession?: boolean;
}

export type FailureCode = 'card_declined' | 'insufficient_funds' | 'expired_card';

export type ChargeOutcome =
  | { outcome: 'succeeded'; ref: string }
  /** The card holder must pass a challenge (3-D Secure); `clientSecret` identifies it. */
  | { outcome: 'requires_action'; ref: string; clientSecret: string }
  | { outcome: 'failed'; ref: string | null; code: FailureCode };

export interface RefundRequest {
  /** The provider's id of the payment to give back (some of). */
  paymentRef: string;
  /** How much, in minor units: all that is left or a part of it (ADR 052). */
  amountMinor: number;
  /** One key per refund: a retried refund is one refund at the provider too. */
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: string;
  /** True for the built-in sandbox: answers and the UI say "test mode". */
  readonly testMode: boolean;
  /** What the token says about its card, for the stored card; null when it is not this provider's. */
  describe(token: string): CardFacts | null | Promise<CardFacts | null>;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** After the challenge of a `requires_action` charge: its final outcome. */
  confirm(clientSecret: string): Promise<ChargeOutcome>;
  /** The payment id a client secret belongs to (Stripe's `pi_…_secret_…` shape). */
  paymentRefOf(clientSecret: string): string;
  /** Gives back `amountMinor` of a succeeded payment; answers the provider's id of the refund.
   *  Throws an `AppError('provider_error')` when the provider refuses. */
  refund(request: RefundRequest): Promise<{ ref: string }>;
}
