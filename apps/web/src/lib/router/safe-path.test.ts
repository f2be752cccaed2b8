import { describe, expect, it } from 'vitest';
import { safeInternalPath } from './safe-path';

describe('safeInternalPath', () => {
  it('keeps a page of the portal with its query and fragment', () => {
    expect(safeInternalPath('/events/tl-ev-001/?t=30#player')).toBe(
      '/events/tl-ev-001/?t=30#player',
    );
  });

  it('drops anything that would leave the portal, however it is spelled', () => {
    for (const other of [
      '//evil.example/',
      'https://evil.example/',
      '/\\evil.example',
      '/\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'events/',
      undefined,
      42,
    ])
      expect(safeInternalPath(other), JSON.stringify(other)).toBeUndefined();
  });
});
