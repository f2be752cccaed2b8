import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Tag } from '@touchline/contract/entities/tag';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installApiClient } from '../../../lib/app/api-client';
import { createHttpClient } from '../../../lib/http/create-http-client';
import { createFakeFetch, jsonResponse, type RecordedRequest } from '../../../lib/http/fake-fetch';
import { TestProviders, testServices, type TestServices } from '../../../test/providers';
import { notify } from '../../../ui/notify';
import { eventTagsKey } from '../lib/tag-cache';
import { OwnTags } from './own-tags';
import { TagActions } from './tag-actions';

const goal: Tag = {
  id: 'tg-1',
  title: 'Goal',
  startTime: 61,
  endTime: 61,
  type: 'user',
  global: false,
  playerNumber: '9',
  targetId: 'ev-1',
  tagTeam: { color: '#ff0000', teamId: 'team-a', title: 'Swifts', logo: null },
};
const corner: Tag = { ...goal, id: 'tg-2', title: 'Corner', startTime: 12, endTime: 12 };
const wire = (tag: Tag) => ({
  ...tag,
  startTime: tag.startTime * 1000,
  endTime: tag.endTime * 1000,
  time: null,
});
const refused = () =>
  jsonResponse({ error: 'not_found', messageErrorCode: 'not_found', message: 'No tag' }, 404);

let services: TestServices;
let requests: RecordedRequest[];
/** The server's answer, settled when the test says so. */
let answer: (request: RecordedRequest) => Promise<Response>;
beforeEach(async () => {
  services = await testServices();
  services.queryClient.setQueryData(eventTagsKey('ev-1'), [corner, goal]);
  const server = createFakeFetch((request) => answer(request));
  requests = server.requests;
  installApiClient(createHttpClient({ fetch: server.fetch }));
});
afterEach(() => vi.restoreAllMocks());

const cached = () => services.queryClient.getQueryData<Tag[]>(eventTagsKey('ev-1'));
function later() {
  let settle!: (response: Response) => void;
  answer = () => new Promise((resolve) => (settle = resolve));
  return async (response: Response) => {
    await act(async () => {
      settle(response);
      await Promise.resolve();
    });
  };
}

function renderActions(tag = goal) {
  render(
    <TestProviders services={services}>
      <TagActions tag={tag} live={false} />
    </TestProviders>,
  );
}

describe('TagActions', () => {
  it('renames the tag at once, sending the rest of it unchanged', async () => {
    const settle = later();
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Rename tag Goal' }));
    const input = screen.getByRole('textbox', { name: 'New name for Goal' });
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: ' Great goal ' } });
    fireEvent.submit(input.closest('form')!);

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(cached()!.map((tag) => tag.title)).toEqual(['Corner', 'Great goal']);
    expect(requests[0]!.url).toContain('/api/tag/update');
    expect(requests[0]!.body).toEqual({
      id: 'tg-1',
      targetId: 'ev-1',
      title: 'Great goal',
      startTime: 61_000,
      endTime: 61_000,
      type: 'user',
      global: false,
      mode: 'sync',
      playerColor: '#ff0000',
      playerNumber: '9',
      teamId: 'team-a',
      videoType: 'vod',
      streamName: 'hd',
    });
    await settle(jsonResponse({ content: wire({ ...goal, title: 'Great goal' }) }));
    expect(screen.getByRole('button', { name: 'Rename tag Goal' })).toBeTruthy();
  });

  it('puts the old name back with an error toast when the server refuses', async () => {
    const danger = vi.spyOn(notify, 'danger').mockImplementation(() => undefined);
    answer = () => Promise.resolve(refused());
    renderActions();
    fireEvent.click(screen.getByTestId('tag-edit'));
    fireEvent.change(screen.getByTestId('tag-rename-input'), { target: { value: 'Own goal' } });
    fireEvent.click(screen.getByTestId('tag-rename-save'));
    await waitFor(() => expect(danger).toHaveBeenCalledTimes(1));
    expect(cached()!.map((tag) => tag.title)).toEqual(['Corner', 'Goal']);
  });

  it('Escape leaves the rename without sending anything', () => {
    renderActions();
    fireEvent.click(screen.getByTestId('tag-edit'));
    fireEvent.keyDown(screen.getByTestId('tag-rename-input'), { key: 'Escape' });
    expect(screen.queryByTestId('tag-rename-input')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('removes the tag at once; a refusal brings it back with an error toast', async () => {
    const danger = vi.spyOn(notify, 'danger').mockImplementation(() => undefined);
    const settle = later();
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag Goal' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.url).toContain('/api/tag/remove_list');
    expect(requests[0]!.body).toEqual({ ids: ['tg-1'] });
    expect(cached()!.map((tag) => tag.id)).toEqual(['tg-2']);
    await settle(refused());
    await waitFor(() => expect(danger).toHaveBeenCalledTimes(1));
    expect(cached()!.map((tag) => tag.id)).toEqual(['tg-2', 'tg-1']);
  });
});

describe('OwnTags', () => {
  it('lists the viewer’s tags in time order; each goes to its moment and has its actions', () => {
    const seek = vi.fn();
    render(
      <TestProviders services={services}>
        <OwnTags tags={[goal, corner]} live={false} seek={seek} />
      </TestProviders>,
    );
    expect(screen.getAllByTestId('own-tag-title').map((node) => node.textContent)).toEqual([
      'Corner',
      'Goal',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Go to Goal at 1:01' }));
    expect(seek).toHaveBeenCalledWith(61);
    expect(screen.getByRole('button', { name: 'Rename tag Corner' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove tag Goal' })).toBeTruthy();
  });

  it('says where tags will appear when there are none', () => {
    render(
      <TestProviders services={services}>
        <OwnTags tags={[]} live={false} seek={() => undefined} />
      </TestProviders>,
    );
    expect(screen.getByTestId('own-tags-empty').textContent).toBe(
      'Tags you add to this video appear here.',
    );
  });
});
