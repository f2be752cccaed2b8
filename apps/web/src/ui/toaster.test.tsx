import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from './notify';
import { Toaster } from './toaster';

describe('toasts', () => {
  it('load the toaster with the first toast and show it', async () => {
    const { container } = render(<Toaster theme="dark" dir="ltr" />);
    expect(container.innerHTML).toBe('');
    notify.success('Saved to your watchlist');
    expect(await screen.findByText('Saved to your watchlist')).toBeTruthy();
    notify.danger('Could not save');
    expect(await screen.findByText('Could not save')).toBeTruthy();
  });
});
