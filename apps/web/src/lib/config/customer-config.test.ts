import { describe, expect, it, vi } from 'vitest';
import { sampleConfig } from '../../test/fixtures';
import { ConfigError, loadCustomerConfig, readInjectedConfig } from './customer-config';

describe('the customer configuration', () => {
  it('is taken from the page when the server injected it, without a request', async () => {
    const fetcher = vi.fn<typeof fetch>();
    const config = await loadCustomerConfig(sampleConfig(), fetcher);
    expect(config.name).toBe('Touchline Sports');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('is fetched from /api/customer/config when nothing was injected (vite dev)', async () => {
    const fetcher = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(JSON.stringify({ content: sampleConfig({ name: 'Fetched' }) }), {
          status: 200,
        }),
      ),
    );
    const config = await loadCustomerConfig(undefined, fetcher);
    expect(config.name).toBe('Fetched');
    expect(fetcher).toHaveBeenCalledWith('/api/customer/config', expect.anything());
  });

  it('is refused when it does not match the contract', async () => {
    await expect(readInjectedConfig({ name: 'incomplete' })).rejects.toThrow(ConfigError);
    const fetcher = vi.fn<typeof fetch>(() => Promise.resolve(new Response('{}', { status: 200 })));
    await expect(loadCustomerConfig(undefined, fetcher)).rejects.toThrow(ConfigError);
    const failing = vi.fn<typeof fetch>(() => Promise.resolve(new Response('', { status: 503 })));
    await expect(loadCustomerConfig(undefined, failing)).rejects.toThrow('503');
  });
});
