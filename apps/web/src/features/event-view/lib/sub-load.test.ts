import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-error';
import { subLoad } from './sub-load';

afterEach(() => vi.restoreAllMocks());

describe('subLoad', () => {
  it('passes a result through', async () => {
    await expect(subLoad('stats', () => Promise.resolve([1]), [])).resolves.toEqual([1]);
  });

  it('turns a failure into the empty result and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(subLoad('stats', () => Promise.reject(new Error('500')), [])).resolves.toEqual([]);
    expect(warn).toHaveBeenCalledWith('event page: stats could not be loaded', expect.any(Error));
  });

  it('turns a 404 into the empty result without logging it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const missing = new ApiError({ status: 404, code: 'not_found', message: 'No event x' });
    await expect(subLoad('stats', () => Promise.reject(missing), [])).resolves.toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('lets a cancelled request stay cancelled', async () => {
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    await expect(subLoad('stats', () => Promise.reject(abort), [])).rejects.toBe(abort);
  });
});
