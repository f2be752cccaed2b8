import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TestProviders, testServices, type TestServices } from '../../../test/providers';
import { ScoreForm } from './score-form';

let services: TestServices;
beforeAll(async () => {
  services = await testServices();
});

const type = (testId: string, value: string) =>
  fireEvent.input(screen.getByTestId(testId), { target: { value } });

describe('ScoreForm', () => {
  it.each([['-1'], ['2.5'], ['10000'], ['two']])('refuses %s as a score', async (value) => {
    const submit = vi.fn(() => Promise.resolve());
    render(
      <TestProviders services={services}>
        <ScoreForm onSubmit={submit} />
      </TestProviders>,
    );
    type('score-home', value);
    fireEvent.submit(screen.getByTestId('score-form'));
    await waitFor(() =>
      expect(screen.getByText('Write a whole number from 0 to 9999.')).toBeTruthy(),
    );
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends both counts as numbers and says when they were sent', async () => {
    const submit = vi.fn(() => Promise.resolve());
    render(
      <TestProviders services={services}>
        <ScoreForm onSubmit={submit} />
      </TestProviders>,
    );
    type('score-home', '3');
    type('score-away', ' 1 ');
    fireEvent.submit(screen.getByTestId('score-form'));
    await waitFor(() => expect(screen.getByTestId('score-saved')).toBeTruthy());
    expect(submit).toHaveBeenCalledWith({ home: 3, away: 1 });
  });
});
