import { describe, expect, it } from 'vitest';
import { tokeniseSandboxCard } from './sandbox-card';

const now = new Date(2026, 10, 25);

describe('tokeniseSandboxCard', () => {
  it('turns a documented test card into a token carrying only its last four digits', () => {
    const answer = tokeniseSandboxCard(
      { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
      now,
    );
    expect(answer).toEqual({ token: 'tok_sandbox_visa_4242_1230' });
    expect(JSON.stringify(answer)).not.toContain('42424242');
  });

  it('says which field is wrong', () => {
    const base = { number: '4000 0000 0000 0002', expiry: '01/29', cvc: '999' };
    expect(tokeniseSandboxCard({ ...base, number: '5555 5555 5555 4444' }, now)).toEqual({
      problem: 'number',
    });
    expect(tokeniseSandboxCard({ ...base, expiry: '10/26' }, now)).toEqual({ problem: 'expiry' });
    expect(tokeniseSandboxCard({ ...base, expiry: '13/30' }, now)).toEqual({ problem: 'expiry' });
    expect(tokeniseSandboxCard({ ...base, cvc: '1' }, now)).toEqual({ problem: 'cvc' });
    expect(tokeniseSandboxCard(base, now)).toEqual({ token: 'tok_sandbox_visa_0002_0129' });
  });
});
