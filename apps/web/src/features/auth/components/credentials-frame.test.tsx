import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testServices, type TestServices } from '../../../test/providers';
import { renderAtRoute } from '../../../test/router';
import { CredentialsFrame, type CredentialsFrameProps } from './credentials-frame';

let services: TestServices;
beforeAll(async () => {
  services = await testServices();
});

const show = (props: Partial<CredentialsFrameProps> = {}) =>
  renderAtRoute(services, '/auth/login/', () => (
    <CredentialsFrame mode="login" failure={null} busy={false} onSubmit={() => {}} {...props}>
      <input aria-label="Email" />
    </CredentialsFrame>
  ));

describe('CredentialsFrame', () => {
  it('frames the sign-in form: heading, fields, submit, and the way to sign up', async () => {
    await show();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in to your account');
    const form = screen.getByTestId('login-form');
    expect(form.contains(screen.getByLabelText('Email'))).toBe(true);
    const submit = screen.getByTestId('login-submit');
    expect(submit.textContent).toBe('Sign in');
    expect(submit.getAttribute('type')).toBe('submit');
    expect(screen.getByTestId('to-sign-up').getAttribute('href')).toBe('/auth/sign-up/');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('frames the sign-up form with its own texts and the way back to sign in', async () => {
    await renderAtRoute(services, '/auth/sign-up/', () => (
      <CredentialsFrame mode="sign-up" failure={null} busy onSubmit={() => {}}>
        <input aria-label="Name" />
      </CredentialsFrame>
    ));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create your account');
    const submit = screen.getByTestId<HTMLButtonElement>('sign-up-submit');
    expect(submit.textContent).toBe('Creating your account…');
    expect(submit.disabled).toBe(true);
    expect(screen.getByTestId('to-sign-in').getAttribute('href')).toBe('/auth/login/');
  });

  it('shows the failure above the fields as an alert, and the notice above the form', async () => {
    await show({ failure: 'Wrong password', notice: <p data-testid="notice">Expired</p> });
    const alert = screen.getByRole('alert');
    expect(alert.dataset.testid).toBe('login-error');
    expect(alert.textContent).toBe('Wrong password');
    const form = screen.getByTestId('login-form');
    expect(form.firstElementChild).toBe(alert);
    const notice = screen.getByTestId('notice');
    expect(notice.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('hands the submit to the form', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await show({ onSubmit });
    fireEvent.submit(screen.getByTestId('login-form'));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
