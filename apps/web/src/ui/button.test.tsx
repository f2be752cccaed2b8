import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrationProvider } from '../lib/app/use-hydrated';
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

  it('renders a submit button disabled on the server, and enabled once the page has hydrated', async () => {
    const form = (
      <form>
        <Button type="submit">Sign in</Button>
        <Button>Show password</Button>
      </form>
    );
    const html = renderToString(<HydrationProvider hydrated={false}>{form}</HydrationProvider>);
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>Sign in/);
    expect(html).not.toMatch(/disabled=""[^>]*>Show password/);

    render(<HydrationProvider hydrated={false}>{form}</HydrationProvider>);
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign in' }).disabled).toBe(
        false,
      ),
    );
  });

  it('keeps a submit button disabled when asked, hydrated or not', () => {
    render(
      <Button type="submit" disabled>
        Sign in
      </Button>,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign in' }).disabled).toBe(true);
  });
});
