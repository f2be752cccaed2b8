import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { testServices, type TestServices } from '../../../test/providers';
import { renderAtRoute } from '../../../test/router';
import { SignUpForm } from './sign-up-form';

let services: TestServices;
beforeAll(async () => {
  services = await testServices();
});

const rules = /^Use \d+ to \d+ characters/;

describe('SignUpForm', () => {
  it('shows the password rule once: as the hint, then as the error, never both', async () => {
    await renderAtRoute(services, '/auth/sign-up/', () => <SignUpForm />);
    const password = screen.getByTestId('sign-up-password');
    const hint = document.getElementById(`${password.id}-hint`);
    expect(hint?.textContent).toMatch(rules);
    expect(screen.queryAllByText(rules)).toHaveLength(1);

    fireEvent.input(screen.getByTestId('sign-up-name'), { target: { value: 'Grace' } });
    fireEvent.input(screen.getByTestId('sign-up-email'), {
      target: { value: 'grace@example.com' },
    });
    fireEvent.input(password, { target: { value: 'short' } });
    fireEvent.submit(screen.getByTestId('sign-up-form'));

    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    // The sentence is on the page once, now as the error, and the field points at it once.
    const shown = screen.getAllByText(rules);
    expect(shown).toHaveLength(1);
    expect(shown[0]?.id).toBe(`${password.id}-error`);
    expect(document.getElementById(`${password.id}-hint`)).toBeNull();
    expect(password.getAttribute('aria-describedby')).toBe(`${password.id}-error`);
  });
});
