import { describe, expect, it, vi } from 'vitest';
import { ensureTrailingSlash, slashedPath } from './trailing-slash';

describe('trailing slashes', () => {
  it('are added to paths without one', () => {
    expect(slashedPath('/live')).toBe('/live/');
    expect(slashedPath('/de/live')).toBe('/de/live/');
    expect(slashedPath('/live/')).toBeNull();
    expect(slashedPath('/')).toBeNull();
  });

  it('move the address to the slashed form, keeping query and hash', () => {
    const replaceState = vi.fn();
    ensureTrailingSlash(
      { pathname: '/archive', search: '?page=2', hash: '#top' } as Location,
      { state: null, replaceState } as unknown as History,
    );
    expect(replaceState).toHaveBeenCalledWith(null, '', '/archive/?page=2#top');
  });
});
