import { describe, expect, it } from 'vitest';
import {
  cancelContractRequest,
  redeemAccessCodeRequest,
  subscriptionCheckoutRequest,
} from './commerce';

describe('commerce bodies', () => {
  it('accept a checkout with a card token and refuse raw card data', () => {
    expect(
      subscriptionCheckoutRequest.safeParse({ card: { token: 'tok_visa' }, subscription_id: 'p-1' })
        .success,
    ).toBe(true);
    expect(
      subscriptionCheckoutRequest.safeParse({
        card: { token: 'tok_visa', number: '4242424242424242' },
        subscription_id: 'p-1',
      }).success,
    ).toBe(false);
  });

  it('cancel only from the web platform', () => {
    expect(cancelContractRequest.safeParse({ platform: 'web', id: 'c-1' }).success).toBe(true);
    expect(cancelContractRequest.safeParse({ platform: 'ios', id: 'c-1' }).success).toBe(false);
  });

  it('trim an access code and refuse one with odd characters', () => {
    expect(redeemAccessCodeRequest.parse({ code: ' ABCD-1234 ' }).code).toBe('ABCD-1234');
    expect(redeemAccessCodeRequest.safeParse({ code: 'ABCD 1234' }).success).toBe(false);
  });
});
