// Every way a purchase settles tracks analytics "Order Completed" (spec §4/§9, ADR 042 addendum).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installApiClient } from '../../../lib/app/api-client';
import { createHttpClient } from '../../../lib/http/create-http-client';
import { createFakeFetch, jsonResponse } from '../../../lib/http/fake-fetch';
import {
  attachAnalytics,
  resetTelemetry,
  type AnalyticsSink,
} from '../../../lib/telemetry/telemetry';
import { useConfirmPayment } from './confirm-payment';
import { useRedeemAccessCode } from './redeem-access-code';
import { useSubscribeByStoredCard } from './subscribe-by-stored-card';
import { useSubscriptionCheckout } from './subscription-checkout';

const contract = {
  id: 'tl-contract-1',
  productId: 'tl-ppv-derby',
  title: 'Derby pass',
  description: null,
  eventId: 'tl-event-derby',
  price: 4.99,
  currency: 'GBP',
  type: 'ppv',
  isCanceled: false,
  isActive: true,
  startDate: null,
  endDate: null,
  purchaseProcessing: false,
  lastPayment: null,
  autoRenew: false,
  isEventAvailableInUserRegion: true,
  duration: null,
  durationUnits: null,
  allowedAccessIdentityItems: [],
  status: 'active',
  platform: 'web',
  purchasedAt: '2026-11-20T10:00:00.000Z',
};

function setUp(answer: Record<string, unknown>) {
  const fake = createFakeFetch(() => jsonResponse({ content: answer }));
  installApiClient(createHttpClient({ fetch: fake.fetch }));
  const sink = {
    track: vi.fn(),
    page: vi.fn(),
    identify: vi.fn(),
    reset: vi.fn(),
  } satisfies AnalyticsSink;
  attachAnalytics(sink);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { sink, wrapper };
}

const succeeded = { status: 'succeeded', contract, clientSecret: null, testMode: true };
const orderOf = (method: string, total: number) => ({
  order_id: 'tl-contract-1',
  product_id: 'tl-ppv-derby',
  name: 'Derby pass',
  eventId: 'tl-event-derby',
  total,
  revenue: total,
  currency: 'GBP',
  payment_method: method,
  status: 'succeeded',
  testMode: true,
});

afterEach(() => {
  resetTelemetry();
  installApiClient(createHttpClient({ fetch: () => Promise.reject(new Error('no fetch')) }));
});

describe('Order Completed', () => {
  it('is tracked for a card purchase', async () => {
    const { sink, wrapper } = setUp(succeeded);
    const { result } = renderHook(() => useSubscriptionCheckout(), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        card: { token: 'tok_sandbox_visa_4242_1235' },
        subscription_id: 'tl-ppv-derby',
        idempotency_key: 'k1',
      }),
    );
    expect(sink.track).toHaveBeenCalledWith('Order Completed', orderOf('card', 4.99));
  });

  it('is tracked for a stored-card purchase', async () => {
    const { sink, wrapper } = setUp(succeeded);
    const { result } = renderHook(() => useSubscribeByStoredCard(), { wrapper });
    await act(() =>
      result.current.mutateAsync({ subscription_id: 'tl-ppv-derby', idempotency_key: 'k2' }),
    );
    expect(sink.track).toHaveBeenCalledWith('Order Completed', orderOf('stored_card', 4.99));
  });

  it('is tracked for a redeemed code, at no revenue and without the code', async () => {
    const { sink, wrapper } = setUp(succeeded);
    const { result } = renderHook(() => useRedeemAccessCode(), { wrapper });
    await act(() => result.current.mutateAsync('SECRET-CODE'));
    expect(sink.track).toHaveBeenCalledWith('Order Completed', orderOf('access_code', 0));
    expect(JSON.stringify(sink.track.mock.calls)).not.toContain('SECRET-CODE');
  });

  it('is tracked once a card challenge is passed', async () => {
    const { sink, wrapper } = setUp(succeeded);
    const { result } = renderHook(() => useConfirmPayment(), { wrapper });
    await act(() => result.current.mutateAsync('pi_secret'));
    expect(sink.track).toHaveBeenCalledWith('Order Completed', orderOf('card_challenge', 4.99));
  });

  it('is not tracked while the purchase waits for its card challenge', async () => {
    const { sink, wrapper } = setUp({
      status: 'processing',
      contract: null,
      clientSecret: 'pi_secret',
      testMode: true,
    });
    const { result } = renderHook(() => useSubscriptionCheckout(), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        card: { token: 'tok_sandbox_visa_3155_1235' },
        subscription_id: 'tl-ppv-derby',
        idempotency_key: 'k3',
      }),
    );
    expect(sink.track).not.toHaveBeenCalled();
  });
});
