import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { testServices, TestProviders } from '../../test/providers';
import { ApiError } from '../http/api-error';
import { useErrorText } from './use-error-text';

async function errorTextHook() {
  const services = await testServices();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders services={services}>{children}</TestProviders>
  );
  return renderHook(() => useErrorText(), { wrapper }).result.current;
}

describe('useErrorText', () => {
  it('says the server was not reached when no answer arrived', async () => {
    const text = await errorTextHook();
    expect(text(new ApiError({ status: 0, code: 'default_error_message' }))).toBe(
      "We couldn't reach the server. Check your connection and try again.",
    );
  });

  it('keeps the text of a client-side failure that has a code of its own', async () => {
    const text = await errorTextHook();
    const closed = new ApiError({
      status: 0,
      code: 'popup_closed',
      message: 'Popup was closed',
      jsonMessage: true,
    });
    expect(text(closed)).toBe('The sign-in window was closed before finishing.');
  });
});
