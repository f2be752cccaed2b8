import { describe, expect, it, vi } from 'vitest';
import { sampleConfig } from '../../test/fixtures';
import { themeStyleId } from '@touchline/contract/page-render';
import { ensureBrandVariables } from './brand-variables';

describe('brand colours', () => {
  it('are set from the config when the server injected none (vite dev)', () => {
    const doc = document.implementation.createHTMLDocument();
    expect(ensureBrandVariables(sampleConfig().theme, doc)).toBe(true);
    expect(doc.documentElement.style.getPropertyValue('--tl-primary')).toBe('#2f6bff');
    expect(doc.documentElement.style.getPropertyValue('--tl-accent')).toBe('#16d39a');
  });

  it('are left alone when the server injected them', () => {
    const style = document.createElement('style');
    style.id = themeStyleId;
    style.textContent = ':root { --tl-primary: #ff0000; }';
    document.head.append(style);
    // Found by its id: computed style is never read (it would restyle the whole page).
    const computed = vi.spyOn(window, 'getComputedStyle');
    expect(ensureBrandVariables(sampleConfig().theme)).toBe(false);
    expect(computed).not.toHaveBeenCalled();
    expect(document.documentElement.style.getPropertyValue('--tl-primary')).toBe('');
    style.remove();
  });
});
