import { describe, expect, it } from 'vitest';
import { hostName } from './tenant-resolver';

describe('hostName', () => {
  it('strips the port and lower-cases', () => {
    expect(hostName('LocalHost:3000')).toBe('localhost');
    expect(hostName('127.0.0.1:4320')).toBe('127.0.0.1');
    expect(hostName('tv.example.com')).toBe('tv.example.com');
  });

  it('keeps IPv6 literals whole', () => {
    expect(hostName('[::1]:3000')).toBe('[::1]');
    expect(hostName('[::1]')).toBe('[::1]');
  });

  it('treats a missing header as the empty host', () => {
    expect(hostName(undefined)).toBe('');
  });
});
