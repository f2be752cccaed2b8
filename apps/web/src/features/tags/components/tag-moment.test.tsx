import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installApiClient } from '../../../lib/app/api-client';
import { createHttpClient } from '../../../lib/http/create-http-client';
import { createFakeFetch, jsonResponse, type RecordedRequest } from '../../../lib/http/fake-fetch';
import { TestProviders, testServices, type TestServices } from '../../../test/providers';
import { TagMoment } from './tag-moment';

let services: TestServices;
let requests: RecordedRequest[];
beforeEach(async () => {
  services = await testServices();
  const server = createFakeFetch((request) => {
    const body = request.body as Record<string, unknown>;
    return jsonResponse({
      content: {
        id: 'tg-1',
        title: body.title,
        startTime: body.startTime,
        endTime: body.endTime,
        time: null,
        type: 'user',
        global: false,
        playerNumber: body.playerNumber,
        targetId: body.targetId,
        tagTeam: null,
      },
    });
  });
  requests = server.requests;
  installApiClient(createHttpClient({ fetch: server.fetch }));
});

const teams = [
  { id: 'team-a', name: 'Seaview Swifts', color: '#1d4ed8' },
  { id: 'team-b', name: 'Harbour Hawks', color: 'navy' },
];

function renderMoment() {
  render(
    <TestProviders services={services}>
      <TagMoment eventId="ev-1" currentTime={61.26} live={false} teams={teams} />
    </TestProviders>,
  );
}

describe('TagMoment', () => {
  it('tags the moment with the team chosen (its colour) and the player’s number', async () => {
    renderMoment();
    fireEvent.change(screen.getByRole('textbox', { name: 'Tag at 1:01' }), {
      target: { value: 'Header' },
    });
    const team = screen.getByRole('combobox', { name: 'Team' });
    expect([...team.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'No team',
      'Seaview Swifts',
      'Harbour Hawks',
    ]);
    fireEvent.change(team, { target: { value: 'team-a' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Player number' }), {
      target: { value: ' 9 ' },
    });
    fireEvent.click(screen.getByTestId('save-tag'));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).toMatchObject({
      targetId: 'ev-1',
      title: 'Header',
      startTime: 61_260,
      endTime: 61_260,
      teamId: 'team-a',
      playerColor: '#1d4ed8',
      playerNumber: '9',
      global: false,
    });
    // Saved: the form is ready for the next moment.
    await waitFor(() =>
      expect(screen.getByTestId<HTMLInputElement>('tag-player-number').value).toBe(''),
    );
  });

  it('sends no team or number when none is chosen; a colour the server would refuse is left out', async () => {
    renderMoment();
    fireEvent.change(screen.getByTestId('tag-title'), { target: { value: 'Corner' } });
    fireEvent.click(screen.getByTestId('save-tag'));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).toMatchObject({
      teamId: null,
      playerNumber: null,
      playerColor: null,
    });

    fireEvent.change(screen.getByTestId('tag-title'), { target: { value: 'Free kick' } });
    fireEvent.change(screen.getByTestId('tag-team'), { target: { value: 'team-b' } });
    fireEvent.click(screen.getByTestId('save-tag'));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.body).toMatchObject({ teamId: 'team-b', playerColor: null });
  });

  it('offers no team choice for a video without teams', () => {
    render(
      <TestProviders services={services}>
        <TagMoment eventId="ev-1" currentTime={3} live />
      </TestProviders>,
    );
    expect(screen.queryByTestId('tag-team')).toBeNull();
    expect(screen.getByTestId('tag-player-number')).toBeTruthy();
  });
});
