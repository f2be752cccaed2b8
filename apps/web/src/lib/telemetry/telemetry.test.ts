import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleConfig } from '../../test/fixtures';
import { releaseStageOf, startTelemetry, type TelemetryEnv } from './start-telemetry';
import { resetTelemetry, telemetry, type AnalyticsSink, type ErrorSink } from './telemetry';

const analyticsSink = () =>
  ({ track: vi.fn(), page: vi.fn(), identify: vi.fn(), reset: vi.fn() }) satisfies AnalyticsSink;
const errorSink = () => ({ notify: vi.fn() }) satisfies ErrorSink;

function env(overrides: Partial<TelemetryEnv> = {}) {
  const analytics = analyticsSink();
  const errors = errorSink();
  let paint: (() => void) | null = null;
  const value: TelemetryEnv = {
    local: false,
    origin: 'https://tv.example.com',
    hostname: 'tv.example.com',
    afterFirstPaint: (work) => {
      paint = work;
    },
    nextIdle: () => Promise.resolve(),
    loadAnalytics: vi.fn(() =>
      Promise.resolve({ createSegmentSink: vi.fn(() => Promise.resolve(analytics)) }),
    ),
    loadErrorReporter: vi.fn(() => Promise.resolve({ createBugsnagSink: vi.fn(() => errors) })),
    ...overrides,
  };
  return { value, analytics, errors, paint: () => paint?.() };
}

const withIds = (webAnalyticsId: string | null, errorReportingKey: string | null) => {
  const config = sampleConfig({ errorReportingKey });
  return {
    ...config,
    customer: {
      ...config.customer,
      app_config: { ...config.customer.app_config, webAnalyticsId },
    },
  };
};

afterEach(() => {
  resetTelemetry();
  vi.restoreAllMocks();
});

describe('telemetry', () => {
  it('queues calls until the SDKs load after the first paint, then delivers them', async () => {
    const fake = env();
    startTelemetry(withIds('web-key', 'a'.repeat(32)), fake.value);
    telemetry.track('Video Playback Started', { eventId: 'e1' });
    telemetry.reportServerError({
      status: 502,
      statusText: 'Bad Gateway',
      url: '/api/x',
      headers: {},
    });
    expect(fake.value.loadAnalytics).not.toHaveBeenCalled();

    fake.paint();
    await vi.waitFor(() =>
      expect(fake.analytics.track).toHaveBeenCalledWith('Video Playback Started', {
        eventId: 'e1',
      }),
    );
    await vi.waitFor(() => expect(fake.errors.notify).toHaveBeenCalledTimes(1));
    expect(fake.errors.notify.mock.calls[0]![1]).toEqual({
      response: { status: 502, statusText: 'Bad Gateway', url: '/api/x', headers: {} },
    });
  });

  it('loads one SDK after the other, each in idle periods apart from its start', async () => {
    // Each idle period the loader waits for is held until the test lets it pass.
    const idle: (() => void)[] = [];
    const createBugsnagSink = vi.fn(() => errorSink());
    const createSegmentSink = vi.fn(() => Promise.resolve(analyticsSink()));
    const fake = env({
      nextIdle: () => new Promise<void>((resolve) => idle.push(resolve)),
      loadErrorReporter: vi.fn(() => Promise.resolve({ createBugsnagSink })),
      loadAnalytics: vi.fn(() => Promise.resolve({ createSegmentSink })),
    });
    startTelemetry(withIds('web-key', 'a'.repeat(32)), fake.value);
    fake.paint();
    const pass = async () => {
      await vi.waitFor(() => expect(idle.length).toBeGreaterThan(0));
      idle.shift()!();
    };

    // The reporter's code loads in one task and starts in a later one…
    await vi.waitFor(() => expect(fake.value.loadErrorReporter).toHaveBeenCalled());
    expect(createBugsnagSink).not.toHaveBeenCalled();
    await pass();
    await vi.waitFor(() => expect(createBugsnagSink).toHaveBeenCalled());
    // …and analytics waits for the next idle period, then again between its code and its start.
    expect(fake.value.loadAnalytics).not.toHaveBeenCalled();
    await pass();
    await vi.waitFor(() => expect(fake.value.loadAnalytics).toHaveBeenCalled());
    expect(createSegmentSink).not.toHaveBeenCalled();
    await pass();
    await vi.waitFor(() => expect(createSegmentSink).toHaveBeenCalled());
  });

  it('still loads analytics when error reporting fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fake = env({ loadErrorReporter: vi.fn(() => Promise.reject(new Error('offline'))) });
    startTelemetry(withIds('web-key', 'a'.repeat(32)), fake.value);
    telemetry.track('Followed', {});
    fake.paint();
    await vi.waitFor(() => expect(fake.analytics.track).toHaveBeenCalledWith('Followed', {}));
    expect(warn).toHaveBeenCalledWith('Error reporting could not be loaded', expect.any(Error));
  });

  it('loads nothing in the development build, and warns about analytics', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fake = env({ local: true });
    startTelemetry(withIds('web-key', 'a'.repeat(32)), fake.value);
    fake.paint();
    telemetry.track('Followed', {});
    expect(fake.value.loadAnalytics).not.toHaveBeenCalled();
    expect(fake.value.loadErrorReporter).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('Analytics is not loaded in the local environment.');
  });

  it('loads no analytics without an identifier and no reporter with a malformed key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fake = env();
    startTelemetry(withIds(null, 'not-hex'), fake.value);
    fake.paint();
    expect(fake.value.loadAnalytics).not.toHaveBeenCalled();
    expect(fake.value.loadErrorReporter).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('32 hexadecimal'));
  });

  it('names the release stage after the host', () => {
    expect(releaseStageOf('localhost')).toBe('development');
    expect(releaseStageOf('tv.example.com')).toBe('production');
  });
});
