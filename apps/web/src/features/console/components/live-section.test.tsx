// The live-inputs section: the address is shown once (and copied), a key is rotated only after the
// confirmation, and a portal that takes no pushes says why instead of offering the form.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PipelineCapabilities } from '@touchline/contract/calls/admin';
import type { LiveInputEntry } from '@touchline/contract/calls/admin-live';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installApiClient } from '../../../lib/app/api-client';
import { createHttpClient } from '../../../lib/http/create-http-client';
import { createFakeFetch, jsonResponse, type RecordedRequest } from '../../../lib/http/fake-fetch';
import { testServices } from '../../../test/providers';
import { renderAtRoute } from '../../../test/router';
import { closeModal } from '../../../ui/modal/modal-store';
import { ModalHost } from '../../../ui/modal/modal-host';
import { LiveSection } from './live-section';

const capabilities = (change: Partial<PipelineCapabilities> = {}): PipelineCapabilities => ({
  transcoding: true,
  liveIngest: true,
  liveIngestUnavailable: null,
  maxUploadBytes: 4 * 1024 ** 3,
  uploadEndpoint: '/api/admin/uploads',
  ...change,
});

const server = 'rtmp://localhost:1935/tn-touchline';
const entry: LiveInputEntry = {
  eventId: 'ev-cup-final',
  state: 'idle',
  serverUrl: server,
  lastPublishAt: null,
  lastEndAt: null,
  lastError: null,
  rotatedAt: '2026-11-20T10:00:00.000Z',
  title: 'Cup final',
  startsAt: '2026-11-20T10:00:00.000Z',
  status: 'upcoming',
};

/** The admin API as the section asks it: the list, a create and a rotation. */
function fakeApi(listed: LiveInputEntry[]) {
  return createFakeFetch((request: RecordedRequest) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    if (request.method === 'GET' && path === '/api/admin/live-inputs')
      return jsonResponse({ content: { entries: listed } });
    if (request.method === 'POST' && path === '/api/admin/live-inputs')
      return jsonResponse({ content: { eventId: 'ev-new', ingestUrl: `${server}/first-key` } });
    if (request.method === 'POST' && path === `/api/admin/live-inputs/${entry.eventId}/rotate`)
      return jsonResponse({ content: { eventId: entry.eventId, ingestUrl: `${server}/new-key` } });
    throw new Error(`unexpected ${request.method} ${request.url}`);
  });
}

async function renderSection(fake: ReturnType<typeof fakeApi>, given = capabilities()) {
  installApiClient(createHttpClient({ fetch: fake.fetch }));
  const services = await testServices();
  await renderAtRoute(services, '/console/', () => (
    <>
      <LiveSection capabilities={given} />
      <ModalHost />
    </>
  ));
}

const value = (testId: string) => screen.getByTestId<HTMLInputElement>(testId).value;

afterEach(() => {
  act(() => closeModal());
  vi.unstubAllGlobals();
  installApiClient(createHttpClient({ fetch: () => Promise.reject(new Error('no fetch')) }));
});

describe('LiveSection', () => {
  it('shows the new address once, split for OBS, copies it, and forgets it when done', async () => {
    const writeText = vi.fn((_text: string) => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const fake = fakeApi([]);
    await renderSection(fake);
    expect(await screen.findByTestId('live-empty')).toBeTruthy();

    fireEvent.input(screen.getByTestId('live-create-title'), { target: { value: 'Cup final' } });
    fireEvent.submit(screen.getByTestId('live-create-form'));

    expect(await screen.findByTestId('live-address')).toBeTruthy();
    expect(value('live-url')).toBe(`${server}/first-key`);
    expect(value('live-server')).toBe(server);
    expect(value('live-key')).toBe('first-key');
    expect(screen.getByTestId('live-address-once').textContent).toContain(
      'will not be shown again',
    );
    expect(fake.requests.find((r) => r.method === 'POST')?.body).toEqual({ title: 'Cup final' });

    fireEvent.click(screen.getByTestId('live-url-copy'));
    await waitFor(() =>
      expect(screen.getByTestId('live-url-status').textContent).toBe('Copied to the clipboard.'),
    );
    expect(writeText).toHaveBeenCalledWith(`${server}/first-key`);

    fireEvent.click(screen.getByTestId('live-address-done'));
    expect(screen.queryByTestId('live-address')).toBeNull();
    expect(document.body.innerHTML).not.toContain('first-key');
  });

  it('says so when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    await renderSection(fakeApi([]));
    fireEvent.input(screen.getByTestId('live-create-title'), { target: { value: 'Cup final' } });
    fireEvent.submit(screen.getByTestId('live-create-form'));
    fireEvent.click(await screen.findByTestId('live-key-copy'));
    await waitFor(() =>
      expect(screen.getByTestId('live-key-status').textContent).toContain('Could not copy'),
    );
  });

  it('rotates a key only once the confirmation is accepted, and shows the new address', async () => {
    const fake = fakeApi([entry]);
    await renderSection(fake);
    const row = await screen.findByTestId('live-row');
    expect(within(row).getByTestId('live-state').textContent).toBe('Idle');
    expect(within(row).getByTestId('live-game-link').getAttribute('href')).toBe(
      '/events/ev-cup-final/',
    );
    const rotations = () => fake.requests.filter((r) => r.url.endsWith('/rotate'));

    fireEvent.click(within(row).getByRole('button', { name: 'Rotate the key of Cup final' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate the stream key?' });
    fireEvent.click(within(dialog).getByTestId('confirm-dismiss'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rotations()).toHaveLength(0);
    expect(screen.queryByTestId('live-address')).toBeNull();

    fireEvent.click(within(row).getByTestId('live-rotate'));
    fireEvent.click(await screen.findByTestId('confirm-accept'));
    expect(await screen.findByTestId('live-address')).toBeTruthy();
    expect(value('live-key')).toBe('new-key');
    expect(rotations()).toHaveLength(1);
  });

  it('says why pushes are not taken instead of the form, and offers no rotation', async () => {
    await renderSection(
      fakeApi([entry]),
      capabilities({ liveIngest: false, liveIngestUnavailable: 'noFfmpeg' }),
    );
    const notice = screen.getByTestId('live-unavailable');
    expect(notice.textContent).toContain('Live ingest is unavailable');
    expect(notice.textContent).toContain('ffmpeg was not found on this server.');
    expect(screen.queryByTestId('live-create-form')).toBeNull();
    expect(await screen.findByTestId('live-row')).toBeTruthy();
    expect(screen.queryByTestId('live-rotate')).toBeNull();
  });
});
