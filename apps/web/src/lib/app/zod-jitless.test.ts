import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('takes jitless from the global settings set before zod loads', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
