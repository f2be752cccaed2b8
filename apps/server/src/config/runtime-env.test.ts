import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

const cwd = '/srv/touchline';

describe('loadConfig', () => {
  it('moves the purchases clock of a request in demo mode only, never with DEMO=off', () => {
    expect(loadConfig({}, cwd).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: 'on' }, cwd).testClock).toBe(true);
    for (const env of [
      { TEST_CLOCK: 'on', DEMO: 'off' },
      { TEST_CLOCK: 'on', NODE_ENV: 'production' },
    ])
      expect(() => loadConfig(env, cwd)).toThrow(/TEST_CLOCK: is for end-to-end tests/);
  });

  it('forces API failures for end-to-end tests of the demo only', () => {
    expect(loadConfig({ TEST_FAULTS: 'on' }, cwd).testFaults).toBe(true);
    for (const env of [
      { TEST_FAULTS: 'on', DEMO: 'off' },
      { TEST_FAULTS: 'on', NODE_ENV: 'production' },
    ])
      expect(() => loadConfig(env, cwd)).toThrow(/TEST_FAULTS: is for end-to-end tests/);
  });

  it('turns demo mode off in production, and with it the fallback tenant of unknown hosts', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, cwd)).toMatchObject({
      demo: false,
      defaultTenant: null,
    });
    expect(loadConfig({ NODE_ENV: 'production', DEMO: 'on' }, cwd)).toMatchObject({
      demo: true,
      defaultTenant: 'touchline',
    });
    expect(loadConfig({ DEMO: 'off' }, cwd)).toMatchObject({ demo: false, defaultTenant: null });
    expect(loadConfig({ DEMO: 'off', DEFAULT_TENANT: 'harbour' }, cwd).defaultTenant).toBe(
      'harbour',
    );
    expect(() => loadConfig({ DEMO: 'yes' }, cwd)).toThrow(/DEMO: must be on or off/);
  });
});
