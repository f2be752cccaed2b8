// The personalization step holds its layout until the league and team lists have answered: a
// field that appeared above Continue moved the button from under a click on its way to it.
import { act, render, screen } from '@testing-library/react';
import type { Identity } from '@touchline/contract/entities/identity';
import { afterEach, describe, expect, it } from 'vitest';
import { installApiClient } from '../../../lib/app/api-client';
import { createHttpClient } from '../../../lib/http/create-http-client';
import { createFakeFetch, jsonResponse } from '../../../lib/http/fake-fetch';
import { pagedOf, sampleIdentity } from '../../../test/fixtures';
import { TestProviders, testServices } from '../../../test/providers';
import { PersonalizationForm } from './personalization-form';

const choice = (id: string, title: string, kind: 'league' | 'team') =>
  sampleIdentity({ id, title, kind, mediaType: kind === 'league' ? 'identity' : 'identity_item' });

const page = (entries: Identity[]) => jsonResponse(pagedOf(entries));

async function renderForm(fetch: typeof globalThis.fetch) {
  installApiClient(createHttpClient({ fetch }));
  const services = await testServices();
  render(
    <TestProviders services={services}>
      <PersonalizationForm onDone={() => undefined} />
    </TestProviders>,
  );
}

const button = (testId: string) => screen.getByTestId<HTMLButtonElement>(testId);

afterEach(() => {
  installApiClient(createHttpClient({ fetch: () => Promise.reject(new Error('no fetch')) }));
});

describe('PersonalizationForm', () => {
  it('keeps Continue and Skip disabled, and the fields’ place held, until both lists answered', async () => {
    let answerTeams: (() => void) | null = null;
    const fake = createFakeFetch((request) => {
      const kind = (request.body as { kind?: string }).kind;
      if (kind === 'league') return page([choice('lg-1', 'Northern Premier', 'league')]);
      if (kind === 'team')
        return new Promise((resolve) => {
          answerTeams = () => resolve(page([choice('tm-1', 'Riverside Rovers', 'team')]));
        });
      throw new Error(`unexpected ${request.url}`);
    });
    await renderForm(fake.fetch);

    // The leagues have answered, the teams not yet: nothing below the name fields may move later.
    await screen.findByTestId('personalization-choices-loading');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByTestId('personalization-league')).toBeNull();
    expect(button('personalization-save').disabled).toBe(true);
    expect(button('personalization-skip').disabled).toBe(true);

    act(() => answerTeams?.());
    expect(await screen.findByTestId('personalization-team')).toBeTruthy();
    expect(screen.getByTestId('personalization-league')).toBeTruthy();
    expect(screen.queryByTestId('personalization-choices-loading')).toBeNull();
    expect(button('personalization-save').disabled).toBe(false);
    expect(button('personalization-skip').disabled).toBe(false);
  });

  it('offers the form without the fields whose list failed', async () => {
    const fake = createFakeFetch((request) => {
      const kind = (request.body as { kind?: string }).kind;
      if (kind === 'league') return page([choice('lg-1', 'Northern Premier', 'league')]);
      return jsonResponse({ error: 'error', message: 'down', messageErrorCode: 'E' }, 503);
    });
    await renderForm(fake.fetch);

    expect(await screen.findByTestId('personalization-league')).toBeTruthy();
    expect(screen.queryByTestId('personalization-team')).toBeNull();
    expect(button('personalization-save').disabled).toBe(false);
  });
});
