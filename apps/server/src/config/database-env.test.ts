import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

const cwd = '/srv/touchline';

describe('loadConfig', () => {
  it('reads the application role URL beside the owner URL', () => {
    expect(
      loadConfig(
        {
          DATABASE_URL: 'postgres://owner:secret@db.internal/touchline',
          DATABASE_APP_URL: 'postgres://app:other@db.internal/touchline',
        },
        cwd,
      ),
    ).toMatchObject({
      databaseUrl: 'postgres://owner:secret@db.internal/touchline',
      databaseAppUrl: 'postgres://app:other@db.internal/touchline',
    });
    expect(() => loadConfig({ DATABASE_APP_URL: 'mysql://app@db/touchline' }, cwd)).toThrow(
      /DATABASE_APP_URL: must start with postgres:\/\//,
    );
  });
});
