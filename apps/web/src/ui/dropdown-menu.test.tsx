import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TestProviders, testServices, type TestServices } from '../test/providers';
import {
  DropdownMenu,
  DropdownMenuChoice,
  DropdownMenuChoices,
  DropdownMenuItem,
  DropdownMenuLabel,
} from './dropdown-menu';

let services: TestServices;
beforeAll(async () => {
  services = await testServices({ locale: 'he' });
});

function Quality({ onSignOut }: { onSignOut: () => void }) {
  const [value, setValue] = useState('auto');
  return (
    <DropdownMenu
      trigger={<span aria-hidden="true">Q</span>}
      label="Quality"
      triggerClassName="trigger"
      triggerProps={{ 'data-testid': 'quality-trigger' }}
      contentTestId="quality-menu"
    >
      <DropdownMenuLabel>Quality</DropdownMenuLabel>
      <DropdownMenuChoices value={value} onChange={setValue}>
        <DropdownMenuChoice value="auto">Auto</DropdownMenuChoice>
        <DropdownMenuChoice value="720">720p</DropdownMenuChoice>
        <DropdownMenuChoice value="en" lang="en" dir="ltr">
          English
        </DropdownMenuChoice>
      </DropdownMenuChoices>
      <DropdownMenuItem onSelect={onSignOut}>Sign out</DropdownMenuItem>
    </DropdownMenu>
  );
}

function renderMenu(onSignOut = vi.fn()) {
  render(
    <TestProviders services={services}>
      <Quality onSignOut={onSignOut} />
    </TestProviders>,
  );
  return screen.getByRole('button', { name: 'Quality' });
}

// A key press, then the menu's positioning, which settles a few ticks later.
const press = (element: HTMLElement, key: string) =>
  act(async () => {
    fireEvent.keyDown(element, { key });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

// Radix opens a menu on a pointer-down or a key press on its button, and moves focus into it.
const openWithKeyboard = async (trigger: HTMLElement) => {
  act(() => trigger.focus());
  await press(trigger, 'Enter');
  return screen.getByRole('menu');
};

describe('DropdownMenu', () => {
  it('is a button named by its label, announcing a closed menu', () => {
    const trigger = renderMenu();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.dataset.testid).toBe('quality-trigger');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens from the keyboard, labelled by its button and in the interface direction', async () => {
    const trigger = renderMenu();
    const menu = await openWithKeyboard(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(menu.getAttribute('aria-labelledby')).toBe(trigger.id);
    expect(menu.getAttribute('dir')).toBe('rtl');
    expect(menu.dataset.testid).toBe('quality-menu');
    const choices = screen.getAllByRole('menuitemradio');
    expect(choices.map((c) => c.textContent)).toEqual(['Auto', '720p', 'English']);
    expect(choices[0]!.getAttribute('aria-checked')).toBe('true');
    // A label in another language and direction keeps the row in the menu's direction.
    const english = screen.getByText('English');
    expect(english.getAttribute('lang')).toBe('en');
    expect(english.getAttribute('dir')).toBe('ltr');
    expect(choices[2]!.getAttribute('dir')).toBeNull();
  });

  it('picks a choice with Enter, checks it, and closes with focus back on the button', async () => {
    const trigger = renderMenu();
    await openWithKeyboard(trigger);
    const hd = screen.getByRole('menuitemradio', { name: '720p' });
    act(() => hd.focus());
    await press(hd, 'Enter');
    expect(screen.queryByRole('menu')).toBeNull();
    // Focus goes back once the menu has gone, a frame later.
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    await openWithKeyboard(trigger);
    expect(screen.getByRole('menuitemradio', { name: '720p' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('runs an action item and closes', async () => {
    const onSignOut = vi.fn();
    const trigger = renderMenu(onSignOut);
    await openWithKeyboard(trigger);
    const item = screen.getByRole('menuitem', { name: 'Sign out' });
    act(() => item.focus());
    await press(item, 'Enter');
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on Escape without choosing, focus back on the button', async () => {
    const trigger = renderMenu();
    const menu = await openWithKeyboard(trigger);
    await press(menu, 'Escape');
    expect(screen.queryByRole('menu')).toBeNull();
    // Focus goes back once the menu has gone, a frame later.
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    await openWithKeyboard(trigger);
    expect(screen.getByRole('menuitemradio', { name: 'Auto' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });
});
