import { act, fireEvent, screen } from '@testing-library/react';
import { survey } from '@touchline/contract/constants';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { installApiClient } from '../../../lib/app/api-client';
import { createHttpClient } from '../../../lib/http/create-http-client';
import { createFakeFetch, jsonResponse, type RecordedRequest } from '../../../lib/http/fake-fetch';
import { sessionStore } from '../../../lib/session/session-store';
import { usePlaybackTelemetry } from '../../../lib/telemetry/playback';
import { sampleUser, signInAs } from '../../../test/auth-fixtures';
import { sampleConfig } from '../../../test/fixtures';
import { testServices, type TestServices } from '../../../test/providers';
import { renderAtRoute } from '../../../test/router';
import { ModalHost } from '../../../ui/modal/modal-host';
import { closeModal } from '../../../ui/modal/modal-store';
import SurveyHost from './survey-host';

let services: TestServices;
let requests: RecordedRequest[];
let video: HTMLVideoElement;
let playing: boolean;
let pause: Mock<() => void>;
let play: Mock<() => Promise<void>>;

beforeAll(async () => {
  services = await testServices({ config: { ...sampleConfig(), surveyFormUrl: '/survey/' } });
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(Date.parse('2026-03-10T12:00:00.000Z'));
  const server = createFakeFetch((request) =>
    jsonResponse({
      content: {
        displayName: 'Ada',
        countryName: null,
        phone: null,
        postalCode: null,
        city: null,
        gender: null,
        options: (request.body as { data: { options: object } }).data.options,
      },
    }),
  );
  requests = server.requests;
  installApiClient(createHttpClient({ fetch: server.fetch }));
  signInAs(sampleUser({ added: '2026-01-01T00:00:00.000Z' }));
  // jsdom plays nothing: a video that says whether it plays and records pause and play.
  playing = true;
  video = document.createElement('video');
  Object.defineProperty(video, 'paused', { get: () => !playing });
  pause = vi.fn(() => {
    playing = false;
  });
  play = vi.fn(() => {
    playing = true;
    return Promise.resolve();
  });
  video.pause = pause;
  video.play = play;
});

afterEach(() => {
  act(() => closeModal());
  sessionStore().getState().clear();
  vi.useRealTimers();
});

function Page() {
  usePlaybackTelemetry(video);
  return (
    <>
      <SurveyHost />
      <ModalHost />
    </>
  );
}

// The dialog's first appearance loads its chunk, which is slow on a busy machine.
const shown = () =>
  vi.waitFor(() => expect(screen.getByTestId('survey-start')).toBeTruthy(), { timeout: 10_000 });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const recorded = () =>
  requests.map((r) => (r.body as { data: { options: Record<string, object> } }).data.options);

const skippedAt = () => Date.parse((recorded()[0]?.[survey.name] as { skipped: string }).skipped);

describe('SurveyHost', () => {
  it('asks after 20 s with the video paused; "later" records skipped and resumes it', async () => {
    await renderAtRoute(services, '/home/', Page);
    await advance(19_999);
    expect(screen.queryByTestId('survey-start')).toBeNull();
    await advance(1);
    await shown();
    expect(screen.getByRole('dialog', { name: 'Survey' })).toBeTruthy();
    expect(pause).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByTestId('survey-later'));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(Object.keys(recorded()[0] ?? {})).toEqual([survey.name]);
    expect(Object.keys(recorded()[0]?.[survey.name] ?? {})).toEqual(['surveyName', 'skipped']);
    expect(skippedAt()).toBeGreaterThanOrEqual(Date.parse('2026-03-10T12:00:20.000Z'));
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStore().getState().user?.options[survey.name]?.skipped).toBeTruthy();
    // Not again before 1440 minutes.
    await advance(1439 * 60_000);
    expect(screen.queryByTestId('survey-start')).toBeNull();
  });

  it('opens the form on start, and records submitted when the form says so from the portal', async () => {
    playing = false;
    await renderAtRoute(services, '/home/', Page);
    await advance(20_000);
    await shown();
    expect(pause).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('survey-start-button'));
    const frame = screen.getByTitle('Touchline Sports survey');
    expect(frame.getAttribute('src')).toBe(`${window.location.origin}/survey/`);
    // Another origin cannot answer for the form.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://evil.example',
          data: { type: 'touchline:survey-submitted' },
        }),
      );
    });
    expect(screen.getByTestId('survey-form')).toBeTruthy();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: { type: 'touchline:survey-submitted' },
        }),
      );
    });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(Object.keys(recorded()[0]?.[survey.name] ?? {})).toEqual(['surveyName', 'submitted']);
    expect(play).not.toHaveBeenCalled();
  });

  it('records closed when the form is closed', async () => {
    await renderAtRoute(services, '/home/', Page);
    await advance(20_000);
    await shown();
    fireEvent.click(screen.getByTestId('survey-start-button'));
    fireEvent.click(screen.getByTestId('survey-close'));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(Object.keys(recorded()[0]?.[survey.name] ?? {})).toEqual(['surveyName', 'closed']);
  });

  it('leaves a playing fullscreen video alone', async () => {
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: video });
    try {
      await renderAtRoute(services, '/home/', Page);
      await advance(20_000);
      await shown();
      expect(pause).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: null });
    }
  });

  it('never asks on a suppressed route', async () => {
    await renderAtRoute(services, '/club/', Page);
    await advance(120_000);
    expect(screen.queryByTestId('survey-start')).toBeNull();
  });

  it('ends an open dialog without a record on sign-out', async () => {
    await renderAtRoute(services, '/home/', Page);
    await advance(20_000);
    await shown();
    act(() => sessionStore().getState().clear());
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toHaveLength(0);
    expect(play).toHaveBeenCalledTimes(1);
  });
});
