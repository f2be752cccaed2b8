import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileClock } from './test-clock';

const dir = mkdtempSync(join(tmpdir(), 'test-clock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('fileClock', () => {
  it('adds the file’s offset, reads it again when it changes, and has none without a file', () => {
    const file = join(dir, 'clock.json');
    const now = fileClock(file);
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
    const day = 24 * 3600_000;
    writeFileSync(file, JSON.stringify({ offsetMs: 40 * day }));
    expect(now().getTime() - Date.now()).toBeGreaterThan(39 * day);
    writeFileSync(file, 'not json');
    // A later modification time, whatever the file system's resolution.
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });
});
