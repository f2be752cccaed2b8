import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button, buttonClassName } from './button';

describe('Button', () => {
  it('is a medium primary button that does not submit forms by default', () => {
    render(<Button>Play</Button>);
    const button = screen.getByRole('button', { name: 'Play' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('h-10');
    expect(button.className).toContain('bg-brand');
  });

  it('has outline, link, full-width and fully rounded looks', () => {
    expect(buttonClassName({ outline: true })).toContain('border-brand');
    expect(buttonClassName({ link: true })).toContain('hover:underline');
    expect(buttonClassName({ link: true })).not.toContain('h-10');
    expect(buttonClassName({ fullWidth: true })).toContain('w-full');
    expect(buttonClassName({ rounded: true })).toContain('rounded-full');
    expect(buttonClassName({ size: 'small' })).toContain('h-8');
  });
});
