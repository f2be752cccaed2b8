// The sandbox provider's card form turns a test card into a token in the browser, so the server
// never receives a card number (docs/decisions/035). Only Stripe's documented test cards are
// accepted; anything else is not a sandbox card.

/** The documented test cards (README "Trying the paywall"), by number without spaces. */
const testCards: Readonly<Record<string, string>> = {
  '4242424242424242': 'visa',
  '4000000000003220': 'visa',
  '4000000000000002': 'visa',
  '4000000000009995': 'visa',
};

export type CardProblem = 'number' | 'expiry' | 'cvc';

export interface CardInput {
  number: string;
  /** `MM/YY` as typed. */
  expiry: string;
  cvc: string;
}

/** The token for a test card, or which field is wrong. `now` is for the expiry check. */
export function tokeniseSandboxCard(
  card: CardInput,
  now: Date = new Date(),
): { token: string } | { problem: CardProblem } {
  const number = card.number.replace(/[\s-]/g, '');
  const brand = testCards[number];
  if (!brand) return { problem: 'number' };
  const expiry = /^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{2})\s*$/.exec(card.expiry);
  if (!expiry) return { problem: 'expiry' };
  const month = Number(expiry[1]);
  const year = 2000 + Number(expiry[2]);
  const thisYear = now.getFullYear();
  if (year < thisYear || (year === thisYear && month < now.getMonth() + 1))
    return { problem: 'expiry' };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { problem: 'cvc' };
  return { token: `tok_sandbox_${brand}_${number.slice(-4)}_${expiry[1]}${expiry[2]}` };
}
