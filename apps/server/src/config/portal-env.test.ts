import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

const cwd = '/srv/touchline';

describe('loadConfig', () => {
  it('keeps Swagger UI and source maps off in production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, cwd)).toMatchObject({
      apiDocs: false,
      sourceMaps: false,
    });
    expect(
      loadConfig({ NODE_ENV: 'production', API_DOCS: 'on', SOURCE_MAPS: 'on' }, cwd),
    ).toMatchObject({ apiDocs: true, sourceMaps: true });
    expect(loadConfig({ API_DOCS: 'off', SOURCE_MAPS: 'off' }, cwd)).toMatchObject({
      apiDocs: false,
      sourceMaps: false,
    });
  });
});
