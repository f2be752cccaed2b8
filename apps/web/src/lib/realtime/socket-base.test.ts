import { describe, expect, it, vi } from 'vitest';
import { resolveSocketBase } from './socket-base';

describe('resolveSocketBase', () => {
  it('uses the page origin when no socket base is configured', () => {
    const warn = vi.fn();
    expect(resolveSocketBase(null, 'https://tv.example.org', warn)).toBe('https://tv.example.org');
    expect(warn).not.toHaveBeenCalled();
  });

  it("uses a configured base's origin", () => {
    const warn = vi.fn();
    expect(
      resolveSocketBase('https://rt.example.org/ignored/path', 'https://tv.example.org', warn),
    ).toBe('https://rt.example.org');
    expect(resolveSocketBase('http://localhost:4560', 'https://tv.example.org', warn)).toBe(
      'http://localhost:4560',
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns and turns realtime off when the base is missing', () => {
    const warn = vi.fn();
    expect(resolveSocketBase('', 'https://tv.example.org', warn)).toBeNull();
    expect(resolveSocketBase('rt.example.org', 'https://tv.example.org', warn)).toBeNull();
    expect(resolveSocketBase('ftp://rt.example.org', 'https://tv.example.org', warn)).toBeNull();
    expect(resolveSocketBase(null, 'null', warn)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(4);
    expect(warn).toHaveBeenLastCalledWith(expect.stringMatching(/^Realtime is off/));
  });
});
