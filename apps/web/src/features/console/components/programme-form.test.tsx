// A channel's programme form: shows added and removed in order, minutes checked (in German too),
// and the rota sent whole with blank descriptions left out.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TestProviders, testServices, type TestServices } from '../../../test/providers';
import { toSetProgramme, type ProgrammeFormValues } from '../lib/programme-form';
import { ProgrammeForm } from './programme-form';

let english: TestServices;
let german: TestServices;
beforeAll(async () => {
  english = await testServices();
  german = await testServices({ locale: 'de' });
});

function show(
  services: TestServices,
  submit: (values: ProgrammeFormValues) => Promise<unknown>,
  initial: ProgrammeFormValues = { shows: [] },
) {
  render(
    <TestProviders services={services}>
      <ProgrammeForm initial={initial} onSubmit={submit} />
    </TestProviders>,
  );
}

const field = (index: number, label: string) =>
  within(screen.getAllByTestId('programme-show')[index]!).getByLabelText(label);

describe('ProgrammeForm', () => {
  it('adds and removes shows and sends the rota in order', async () => {
    const submit = vi.fn((_values: ProgrammeFormValues) => Promise.resolve());
    show(english, submit, {
      shows: [{ title: 'Old show', description: '', minutes: '30' }],
    });
    fireEvent.click(screen.getByTestId('programme-add'));
    fireEvent.click(screen.getByTestId('programme-add'));
    fireEvent.input(field(1, 'Show title'), { target: { value: 'Morning' } });
    fireEvent.input(field(1, 'About the show'), { target: { value: 'News' } });
    fireEvent.input(field(2, 'Show title'), { target: { value: 'Replay' } });
    fireEvent.input(field(2, 'Minutes'), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove show 1' }));
    fireEvent.submit(screen.getByTestId('programme-form'));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(toSetProgramme(submit.mock.calls[0]![0])).toEqual({
      entries: [
        { title: 'Morning', description: 'News', durationMinutes: 60 },
        { title: 'Replay', durationMinutes: 90 },
      ],
    });
  });

  it('refuses a show without a title or with minutes out of range, in German', async () => {
    const submit = vi.fn(() => Promise.resolve());
    show(german, submit);
    expect(screen.getByTestId('programme-empty')).toBeTruthy();
    fireEvent.click(screen.getByTestId('programme-add'));
    fireEvent.input(field(0, 'Minuten'), { target: { value: '1441' } });
    fireEvent.submit(screen.getByTestId('programme-form'));
    expect(
      await screen.findByText('Gib eine ganze Zahl von Minuten von 1 bis 1440 ein.'),
    ).toBeTruthy();
    expect(screen.getByText('Bitte ausfüllen.')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });
});
