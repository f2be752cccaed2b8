import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AdminIdentity } from '@touchline/contract/calls/admin';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TestProviders, testServices, type TestServices } from '../../../test/providers';
import type { EventFormValues } from '../lib/event-form';
import { EventForm } from './event-form';

const identity = (id: string, kind: AdminIdentity['kind'], title: string): AdminIdentity => ({
  id,
  kind,
  title,
  parentId: null,
  shortName: null,
  logoUrl: null,
  colour: null,
  sportType: null,
  archived: false,
});
const identities = [
  identity('league-1', 'league', 'Premier Division'),
  identity('team-1', 'team', 'Riverside'),
  identity('team-2', 'team', 'Harbour'),
];

let services: TestServices;
beforeAll(async () => {
  services = await testServices();
});

const type = (testId: string, value: string) =>
  fireEvent.input(screen.getByTestId(testId), { target: { value } });
const choose = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('EventForm', () => {
  it('asks for a title and a start, and refuses a game of a team against itself', async () => {
    const submit = vi.fn(() => Promise.resolve());
    render(
      <TestProviders services={services}>
        <EventForm identities={identities} onSubmit={submit} />
      </TestProviders>,
    );
    choose('event-create-home', 'team-1');
    choose('event-create-away', 'team-1');
    fireEvent.submit(screen.getByTestId('event-create-form'));

    await waitFor(() => expect(screen.getAllByText('Fill this in.')).toHaveLength(2));
    expect(screen.getByText('The away team must differ from the home team.')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('offers leagues in the league list and teams in the team lists, then sends the game', async () => {
    const submit = vi.fn((_values: EventFormValues) => Promise.resolve());
    render(
      <TestProviders services={services}>
        <EventForm identities={identities} onSubmit={submit} />
      </TestProviders>,
    );
    const options = (testId: string) =>
      [...screen.getByTestId(testId).querySelectorAll('option')].map((option) => option.value);
    expect(options('event-create-league')).toEqual(['', 'league-1']);
    expect(options('event-create-home')).toEqual(['', 'team-1', 'team-2']);

    type('event-create-title', 'Riverside v Harbour');
    type('event-create-start', '2026-12-05T15:00');
    choose('event-create-league', 'league-1');
    choose('event-create-home', 'team-1');
    choose('event-create-away', 'team-2');
    fireEvent.submit(screen.getByTestId('event-create-form'));

    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]?.[0]).toMatchObject({
      title: 'Riverside v Harbour',
      startsAt: '2026-12-05T15:00',
      leagueId: 'league-1',
      team1Id: 'team-1',
      team2Id: 'team-2',
    });
  });
});
