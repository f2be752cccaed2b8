import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AdminIdentity } from '@touchline/contract/calls/admin';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TestProviders, testServices, type TestServices } from '../../../test/providers';
import { IdentityForm } from './identity-form';

const league: AdminIdentity = {
  id: 'league-1',
  kind: 'league',
  title: 'Premier Division',
  parentId: null,
  shortName: 'PD',
  logoUrl: null,
  colour: '#1a2b3c',
  sportType: 'football',
  archived: false,
};

let english: TestServices;
let german: TestServices;
beforeAll(async () => {
  [english, german] = await Promise.all([testServices(), testServices({ locale: 'de' })]);
});

const type = (testId: string, value: string) =>
  fireEvent.input(screen.getByTestId(testId), { target: { value } });

describe('IdentityForm', () => {
  it('refuses an empty title, a colour and a logo the API would refuse, each field saying why', async () => {
    const submit = vi.fn(() => Promise.resolve());
    render(
      <TestProviders services={english}>
        <IdentityForm identities={[league]} onSubmit={submit} />
      </TestProviders>,
    );
    type('identity-create-colour', 'red');
    type('identity-create-logo', 'javascript:alert(1)');
    fireEvent.submit(screen.getByTestId('identity-create-form'));

    await waitFor(() => expect(screen.getByText('Fill this in.')).toBeTruthy());
    expect(screen.getByText('Write a colour like #1a2b3c.')).toBeTruthy();
    expect(screen.getByText('Give a path on the portal (/…) or an https address.')).toBeTruthy();
    expect(screen.getByTestId('identity-create-title').getAttribute('aria-invalid')).toBe('true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends a valid team under its league, with blank optional fields left out', async () => {
    const submit = vi.fn(() => Promise.resolve());
    render(
      <TestProviders services={english}>
        <IdentityForm identities={[league]} onSubmit={submit} />
      </TestProviders>,
    );
    fireEvent.change(screen.getByTestId('identity-create-kind'), { target: { value: 'team' } });
    fireEvent.change(screen.getByTestId('identity-create-parent'), {
      target: { value: 'league-1' },
    });
    type('identity-create-title', '  Riverside Rovers ');
    type('identity-create-colour', '#00AA55');
    type('identity-create-logo', '/media/logos/rovers.svg');
    fireEvent.submit(screen.getByTestId('identity-create-form'));

    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]).toEqual([
      {
        kind: 'team',
        parentId: 'league-1',
        title: 'Riverside Rovers',
        shortName: '',
        colour: '#00AA55',
        logoUrl: '/media/logos/rovers.svg',
      },
    ]);
  });

  it("explains in the viewer's language, and a too long short name is refused", async () => {
    const submit = vi.fn(() => Promise.resolve());
    render(
      <TestProviders services={german}>
        <IdentityForm editing={league} identities={[league]} onSubmit={submit} />
      </TestProviders>,
    );
    type('identity-edit-title', '');
    type('identity-edit-short-name', 'x'.repeat(41));
    fireEvent.submit(screen.getByTestId('identity-edit-form'));

    await waitFor(() => expect(screen.getByText('Bitte ausfüllen.')).toBeTruthy());
    expect(screen.getByText('Das ist zu lang.')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });
});
