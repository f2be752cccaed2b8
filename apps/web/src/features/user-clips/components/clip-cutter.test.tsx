import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installApiClient } from '../../../lib/app/api-client';
import { createHttpClient } from '../../../lib/http/create-http-client';
import { createFakeFetch, jsonResponse, type RecordedRequest } from '../../../lib/http/fake-fetch';
import { sampleEvent } from '../../../test/fixtures';
import { notify } from '../../../ui/notify';
import { TestProviders, testServices, type TestServices } from '../../../test/providers';
import { ClipCutter, type ShownMarks } from './clip-cutter';

let services: TestServices;
let requests: RecordedRequest[];
beforeEach(async () => {
  services = await testServices();
  const server = createFakeFetch(() =>
    jsonResponse({ content: sampleEvent({ id: 'uc-1', title: 'My run', eventType: 'user_clip' }) }),
  );
  requests = server.requests;
  installApiClient(createHttpClient({ fetch: server.fetch }));
});

function renderCutter(currentTime: number, showMarks: (marks: ShownMarks | null) => void) {
  const ui = (time: number) => (
    <TestProviders services={services}>
      <ClipCutter eventId="ev-1" currentTime={time} seek={() => undefined} showMarks={showMarks} />
    </TestProviders>
  );
  const view = render(ui(currentTime));
  return { moveTo: (time: number) => view.rerender(ui(time)), unmount: view.unmount };
}

describe('ClipCutter marks on the seek bar', () => {
  it('has the player draw the marks as they are set, and takes them back when dragged there', async () => {
    const showMarks = vi.fn<(marks: ShownMarks | null) => void>();
    const { moveTo } = renderCutter(10, showMarks);
    expect(showMarks).toHaveBeenLastCalledWith(null);

    fireEvent.click(screen.getByTestId('mark-in'));
    expect(showMarks).toHaveBeenLastCalledWith(expect.objectContaining({ start: 10, end: null }));
    moveTo(30);
    fireEvent.keyDown(screen.getByTestId('clip-cutter'), { key: 'o' });
    const shown = showMarks.mock.lastCall![0]!;
    expect(shown).toMatchObject({ start: 10, end: 30 });

    // Dragging the out mark on the seek bar, then the in mark.
    shown.onMove('end', 42.34);
    await waitFor(() =>
      expect(showMarks).toHaveBeenLastCalledWith(
        expect.objectContaining({ start: 10, end: 42.34 }),
      ),
    );
    showMarks.mock.lastCall![0]!.onMove('start', 12.06);
    await waitFor(() =>
      expect(showMarks).toHaveBeenLastCalledWith(
        expect.objectContaining({ start: 12.06, end: 42.34 }),
      ),
    );
    expect(screen.getByTestId('mark-out').textContent).toContain('0:42');

    fireEvent.change(screen.getByTestId('clip-title'), { target: { value: 'My run' } });
    fireEvent.click(screen.getByTestId('save-clip'));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).toEqual({
      title: 'My run',
      event: 'ev-1',
      startTime: 12.1,
      endTime: 42.3,
    });
    // Saved: the marks leave the seek bar.
    await waitFor(() => expect(showMarks).toHaveBeenLastCalledWith(null));
  });

  it('says how much of a paid game clips may keep when the server refuses one more', async () => {
    const refusing = createFakeFetch(() =>
      jsonResponse(
        {
          error: 'conflict',
          messageErrorCode: 'conflict',
          message: 'Your clips may keep 10 minutes of a paid game; delete one to cut another',
        },
        409,
      ),
    );
    installApiClient(createHttpClient({ fetch: refusing.fetch }));
    const danger = vi.spyOn(notify, 'danger').mockImplementation(() => undefined);
    const { moveTo } = renderCutter(10, () => undefined);
    fireEvent.click(screen.getByTestId('mark-in'));
    moveTo(40);
    fireEvent.click(screen.getByTestId('mark-out'));
    fireEvent.change(screen.getByTestId('clip-title'), { target: { value: 'One more' } });
    fireEvent.click(screen.getByTestId('save-clip'));
    await waitFor(() =>
      expect(danger).toHaveBeenCalledWith(
        'Your clips keep at most 10 minutes of a paid game. Delete one of its clips to cut another.',
      ),
    );
    danger.mockRestore();
  });

  it('takes its marks off the seek bar when it goes', () => {
    const showMarks = vi.fn<(marks: ShownMarks | null) => void>();
    const { unmount } = renderCutter(5, showMarks);
    fireEvent.click(screen.getByTestId('mark-in'));
    expect(showMarks).toHaveBeenLastCalledWith(expect.objectContaining({ start: 5 }));
    unmount();
    expect(showMarks).toHaveBeenLastCalledWith(null);
  });
});
