import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AdminCharge } from '@touchline/contract/calls/admin-commerce';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-error';
import { sampleAdminCharge } from '../../../test/fixtures';
import { TestProviders, testServices, type TestServices } from '../../../test/providers';
import { RefundDialog } from './refund-dialog';

const charge = (over: Partial<AdminCharge> = {}): AdminCharge =>
  sampleAdminCharge({
    refunds: [{ id: 'r-1', amount: 10, createdAt: '2026-11-21T10:00:00.000Z' }],
    ...over,
  });

let english: TestServices;
let german: TestServices;
beforeAll(async () => {
  [english, german] = await Promise.all([testServices(), testServices({ locale: 'de' })]);
});

const amountField = () => screen.getByTestId<HTMLInputElement>('refund-amount');
const setAmount = (value: string) => fireEvent.input(amountField(), { target: { value } });

function show(services: TestServices, onRefund = vi.fn(() => Promise.resolve()), of = charge()) {
  const close = vi.fn();
  render(
    <TestProviders services={services}>
      <RefundDialog charge={of} onRefund={onRefund} close={close} />
    </TestProviders>,
  );
  return { onRefund, close };
}

describe('RefundDialog', () => {
  it('offers what is left and sends it in minor units', async () => {
    const { onRefund, close } = show(english);
    expect(amountField().value).toBe('39.99');
    fireEvent.submit(screen.getByTestId('refund-dialog'));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(onRefund).toHaveBeenCalledWith(3999);
  });

  it('sends a part typed with a decimal comma as cents', async () => {
    const { onRefund } = show(english);
    setAmount('12,30');
    fireEvent.submit(screen.getByTestId('refund-dialog'));
    await waitFor(() => expect(onRefund).toHaveBeenCalledWith(1230));
  });

  it('sends a yen amount as it is: the yen has no minor unit', async () => {
    const { onRefund } = show(
      english,
      undefined,
      charge({ price: 1500, currency: 'JPY', refunds: [] }),
    );
    expect(amountField().value).toBe('1500');
    setAmount('300');
    fireEvent.submit(screen.getByTestId('refund-dialog'));
    await waitFor(() => expect(onRefund).toHaveBeenCalledWith(300));
  });

  it.each([['0'], ['-5'], ['abc'], ['1.005']])('refuses %s', async (value) => {
    const { onRefund } = show(english);
    setAmount(value);
    fireEvent.submit(screen.getByTestId('refund-dialog'));
    await waitFor(() =>
      expect(screen.getByText('Write an amount greater than zero, like 4.50.')).toBeTruthy(),
    );
    expect(onRefund).not.toHaveBeenCalled();
  });

  it('refuses more than is left, in German with the amount in German format', async () => {
    const { onRefund } = show(german);
    expect(amountField().value).toBe('39,99');
    setAmount('40');
    fireEvent.submit(screen.getByTestId('refund-dialog'));
    // The matcher reads the no-break space Intl puts before the € as a space.
    const left = new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' })
      .format(39.99)
      .replace(/\s/g, ' ');
    await waitFor(() =>
      expect(screen.getByText(`Höchstens ${left} kann erstattet werden.`)).toBeTruthy(),
    );
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    expect(onRefund).not.toHaveBeenCalled();
  });

  it("stays open with the API's refusal", async () => {
    const refusal = new ApiError({
      status: 409,
      code: 'conflict',
      messageCode: 'already_refunded',
      message: 'This charge was already refunded in full',
    });
    const { close } = show(
      english,
      vi.fn(() => Promise.reject(refusal)),
    );
    fireEvent.submit(screen.getByTestId('refund-dialog'));
    await waitFor(() => expect(screen.getByTestId('refund-error')).toBeTruthy());
    expect(close).not.toHaveBeenCalled();
  });
});
