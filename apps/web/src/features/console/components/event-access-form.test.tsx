// Who may watch a game, where, and its ads: country codes checked against ISO 3166 (a typo, UK,
// a country both allowed and blocked refused, in German too), ad tags https only, and only the
// changes sent.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AdminEvent } from '@touchline/contract/calls/admin';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TestProviders, testServices, type TestServices } from '../../../test/providers';
import { toUpdateEventAccess, type EventAccessFormValues } from '../lib/event-access-form';
import { EventAccessForm } from './event-access-form';

const game: AdminEvent = {
  id: 'game-1',
  title: 'Riverside v Harbour',
  status: 'upcoming',
  startsAt: '2026-12-05T15:00:00.000Z',
  endsAt: null,
  sportType: 'football',
  leagueId: null,
  team1Id: null,
  team2Id: null,
  streamUrl: null,
  posterUrl: null,
  commerceCoverage: 'commerce_free_media',
  regionAllowed: [],
  regionBlocked: ['US'],
  adUrls: [],
};

let english: TestServices;
let german: TestServices;
beforeAll(async () => {
  english = await testServices();
  german = await testServices({ locale: 'de' });
});

const type = (testId: string, value: string) =>
  fireEvent.input(screen.getByTestId(testId), { target: { value } });

function show(services: TestServices, submit: (values: EventAccessFormValues) => Promise<unknown>) {
  render(
    <TestProviders services={services}>
      <EventAccessForm event={game} onSubmit={submit} />
    </TestProviders>,
  );
}

describe('EventAccessForm', () => {
  it('refuses an unknown country code and a country both allowed and blocked', async () => {
    const submit = vi.fn(() => Promise.resolve());
    show(english, submit);
    type('event-access-allowed', 'GB, UK');
    fireEvent.submit(screen.getByTestId('event-access-form'));
    expect(await screen.findByText('Write two-letter country codes like GB or DE.')).toBeTruthy();
    type('event-access-allowed', 'gb us');
    fireEvent.submit(screen.getByTestId('event-access-form'));
    expect(await screen.findByText('A country cannot be both allowed and blocked.')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('refuses an ad tag that is not https, in German', async () => {
    const submit = vi.fn(() => Promise.resolve());
    show(german, submit);
    type('event-access-ads', 'http://ads.example/vast.xml');
    fireEvent.submit(screen.getByTestId('event-access-form'));
    expect(await screen.findByText('Gib nur https-Adressen an.')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends who may watch, the countries in upper case and the ad tags, only what changed', async () => {
    const submit = vi.fn((_values: EventAccessFormValues) => Promise.resolve());
    show(english, submit);
    expect(screen.getByTestId<HTMLInputElement>('event-access-blocked').value).toBe('US');
    fireEvent.change(screen.getByTestId('event-access-coverage'), {
      target: { value: 'commerce_ppv_media' },
    });
    type('event-access-allowed', 'gb, ie');
    type('event-access-ads', 'https://ads.example/a.xml https://ads.example/b.xml');
    fireEvent.submit(screen.getByTestId('event-access-form'));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(toUpdateEventAccess(submit.mock.calls[0]![0], game)).toEqual({
      commerceCoverage: 'commerce_ppv_media',
      regionAllowed: ['GB', 'IE'],
      adUrls: ['https://ads.example/a.xml', 'https://ads.example/b.xml'],
    });
  });
});
