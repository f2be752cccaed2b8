import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SearchResponse } from '@touchline/contract/calls/search';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installApiClient } from '../../../lib/app/api-client';
import { createHttpClient } from '../../../lib/http/create-http-client';
import { jsonResponse } from '../../../lib/http/fake-fetch';
import { sampleEvent } from '../../../test/fixtures';
import { testServices } from '../../../test/providers';
import { renderAtRoute } from '../../../test/router';
import { searchDebounceMs } from '../lib/search-params';
import { SearchPage } from './search-page';

interface Call {
  q: string;
  signal: AbortSignal | undefined;
  answer: (body: SearchResponse) => void;
}

/** A server whose answers the test releases, recording each request's query and signal. */
function controlledServer() {
  const calls: Call[] = [];
  const fetch = (input: RequestInfo | URL, init: RequestInit = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : input, 'http://test.local');
      const signal = init.signal ?? undefined;
      signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      calls.push({
        q: url.searchParams.get('q') ?? '',
        signal,
        answer: (body) => resolve(jsonResponse(body)),
      });
    });
  installApiClient(createHttpClient({ fetch }));
  return calls;
}

const answerFor = (q: string): SearchResponse => ({
  content: {
    q,
    items: [
      {
        id: 'tl-team-zurich',
        title: 'Zürich Kestrels',
        type: 'team',
        imageUrl: null,
        identitiesId: ['tl-league-cwl'],
      },
      {
        id: 'tl-sub-men',
        title: "Men's Football",
        type: 'identity_item',
        imageUrl: null,
        identitiesId: ['tl-cat-football'],
      },
    ],
    events: {
      entryCount: 1,
      totalCount: 1,
      itemsPerPage: 12,
      startIndex: 0,
      count: 1,
      nextExists: false,
      entries: [
        sampleEvent({ id: 'ev-9', eventId: 'ev-9', title: 'Zürich Kestrels vs Harlow Herons' }),
      ],
    },
  },
});

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

async function renderSearch(initialQuery = '') {
  const onQueryChange = vi.fn();
  await renderAtRoute(await testServices(), '/search/', () => (
    <SearchPage initialQuery={initialQuery} onQueryChange={onQueryChange} />
  ));
  return { input: screen.getByRole('combobox'), onQueryChange };
}

const scrollIntoView = vi.fn();
beforeAll(() => {
  // jsdom does not lay out, so it has no scrolling; the page scrolls the active option into view.
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  installApiClient(
    createHttpClient({ fetch: () => Promise.reject(new Error('no fetch in this test')) }),
  );
});

describe('the search page', () => {
  it('asks once when typing pauses, not once per key, and writes the query to the URL', async () => {
    const calls = controlledServer();
    const { input, onQueryChange } = await renderSearch();
    for (const text of ['z', 'zu', 'zur', 'zuri'])
      fireEvent.change(input, { target: { value: text } });
    await pause(searchDebounceMs / 2);
    expect(calls).toHaveLength(0);
    await pause(searchDebounceMs);
    expect(calls.map((call) => call.q)).toEqual(['zuri']);
    expect(onQueryChange).toHaveBeenLastCalledWith('zuri');
  });

  it('cancels the request a newer query replaces', async () => {
    const calls = controlledServer();
    const { input } = await renderSearch();
    fireEvent.change(input, { target: { value: 'zu' } });
    await pause(searchDebounceMs + 50);
    fireEvent.change(input, { target: { value: 'zurich' } });
    await pause(searchDebounceMs + 50);
    expect(calls.map((call) => call.q)).toEqual(['zu', 'zurich']);
    expect(calls[0]?.signal?.aborted).toBe(true);
    expect(calls[1]?.signal?.aborted).toBe(false);
  });

  it('groups results and walks them with the arrow keys', async () => {
    const calls = controlledServer();
    const { input } = await renderSearch('zurich');
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0]?.answer(answerFor('zurich')));

    const teams = await screen.findByRole('group', { name: 'Teams' });
    expect(teams.textContent).toContain('Zürich Kestrels');
    expect(screen.getByRole('group', { name: 'Leagues and categories' }).textContent).toContain(
      "Men's Football",
    );
    expect(screen.getByRole('group', { name: 'Videos' }).textContent).toContain('Riverside FC');
    expect(screen.getByTestId('search-status').textContent).toBe('3 results for “zurich”.');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    expect(scrollIntoView).toHaveBeenCalled();
  });

  it('loads the thumbnails of the first video rows at once, the first one before all else', async () => {
    const calls = controlledServer();
    await renderSearch('zurich');
    await waitFor(() => expect(calls).toHaveLength(1));
    const answer = answerFor('zurich');
    answer.content.events.entries = Array.from({ length: 6 }, (_, i) =>
      sampleEvent({ id: `ev-${i}`, eventId: `ev-${i}`, title: `Game ${i}` }),
    );
    act(() => calls[0]?.answer(answer));
    const videos = await screen.findByRole('group', { name: 'Videos' });
    const images = [...videos.querySelectorAll('img')];
    expect(images).toHaveLength(6);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('makes each result a link to where it leads, kept out of the Tab order', async () => {
    const calls = controlledServer();
    await renderSearch('zurich');
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0]?.answer(answerFor('zurich')));
    await screen.findByRole('group', { name: 'Videos' });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.tagName)).toEqual(['A', 'A', 'A']);
    expect(options.map((option) => option.getAttribute('href'))).toEqual([
      '/team/tl-team-zurich/',
      '/category/tl-cat-football/sub-category/tl-sub-men/',
      '/events/ev-9/',
    ]);
    expect(options.every((option) => option.tabIndex === -1)).toBe(true);
  });

  it('says so when nothing matches', async () => {
    const calls = controlledServer();
    await renderSearch('qqq');
    await waitFor(() => expect(calls).toHaveLength(1));
    const empty = answerFor('qqq');
    empty.content.items = [];
    empty.content.events = {
      ...empty.content.events,
      entries: [],
      count: 0,
      entryCount: 0,
      totalCount: 0,
    };
    act(() => calls[0]?.answer(empty));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('No results for “qqq”.'),
    );
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
