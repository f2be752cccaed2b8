import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installApiClient } from '../../../lib/app/api-client';
import { createHttpClient } from '../../../lib/http/create-http-client';
import { createFakeFetch, jsonResponse } from '../../../lib/http/fake-fetch';
import { TestProviders, testServices } from '../../../test/providers';
import { ListingFilters } from './listing-filters';

afterEach(() => {
  installApiClient(
    createHttpClient({ fetch: () => Promise.reject(new Error('no fetch in this test')) }),
  );
});

async function renderFilters(search = {}) {
  const fake = createFakeFetch(() =>
    jsonResponse({
      content: [
        { sportType: 'football', count: 4 },
        { sportType: 'basketball', count: 2 },
      ],
    }),
  );
  installApiClient(createHttpClient({ fetch: fake.fetch }));
  const onChange = vi.fn();
  render(
    <TestProviders services={await testServices()}>
      <ListingFilters
        search={search}
        onChange={onChange}
        defaults={{ sort: 'added', order: 'desc' }}
        status="archived"
      />
    </TestProviders>,
  );
  return { onChange, fake };
}

describe('the listing filters', () => {
  it('offers the sports with events in the listing state, with their counts', async () => {
    const { fake } = await renderFilters();
    const sport = screen.getByLabelText('Sport');
    await waitFor(() => expect(sport.querySelectorAll('option')).toHaveLength(3));
    expect(Array.from(sport.querySelectorAll('option')).map((o) => o.textContent)).toEqual([
      'All sports',
      'Football (4)',
      'Basketball (2)',
    ]);
    expect(fake.requests[0]?.url).toContain('/api/event/grouped_sport_count?status=archived');
  });

  it('shows the listing defaults and reports each choice without the defaults', async () => {
    const { onChange } = await renderFilters({ sport: 'football' });
    expect(screen.getByLabelText<HTMLSelectElement>('Sort by').value).toBe('added');
    expect(screen.getByLabelText<HTMLSelectElement>('Order').value).toBe('desc');
    expect(screen.getByLabelText<HTMLSelectElement>('Date').value).toBe('anytime');

    fireEvent.change(screen.getByLabelText('Date'), { target: { value: 'past_30_days' } });
    expect(onChange).toHaveBeenLastCalledWith({ sport: 'football', date: 'past_30_days' });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'title' } });
    expect(onChange).toHaveBeenLastCalledWith({ sport: 'football', sort: 'title' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenLastCalledWith({});
  });
});
