import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { HighlightTag } from '@touchline/contract/calls/admin-media';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TestProviders, testServices, type TestServices } from '../../../test/providers';
import { toCreateHighlight, type HighlightFormValues } from '../lib/highlight-form';
import { HighlightForm } from './highlight-form';

const goal: HighlightTag = { id: 'tag-goal', title: 'Goal', startMs: 61_000, endMs: 75_500 };

let english: TestServices;
let german: TestServices;
beforeAll(async () => {
  [english, german] = await Promise.all([testServices(), testServices({ locale: 'de' })]);
});

const type = (testId: string, value: string) =>
  fireEvent.input(screen.getByTestId(testId), { target: { value } });
const choose = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

function renderForm(
  services: TestServices,
  submit: (values: HighlightFormValues) => Promise<unknown>,
  tags: HighlightTag[] = [goal],
) {
  render(
    <TestProviders services={services}>
      <HighlightForm tags={tags} durationSeconds={90} onSubmit={submit} />
    </TestProviders>,
  );
}

describe('HighlightForm', () => {
  it('cuts by in/out marks: labelled fields, and the body the API takes', async () => {
    const submit = vi.fn((_values: HighlightFormValues) => Promise.resolve());
    renderForm(english, submit);
    type('highlight-title', 'Opening goal');
    choose('highlight-mode', 'marks');
    // Found by their labels: the fields are named for assistive technology.
    fireEvent.input(screen.getByLabelText('In (seconds)'), { target: { value: '10' } });
    fireEvent.input(screen.getByLabelText('Out (seconds)'), { target: { value: '15,5' } });
    expect(screen.getByText('The recording lasts 1:30.')).toBeTruthy();
    fireEvent.submit(screen.getByTestId('highlight-form'));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(toCreateHighlight(submit.mock.calls[0]![0])).toEqual({
      title: 'Opening goal',
      inSeconds: 10,
      outSeconds: 15.5,
    });
  });

  it('refuses an out mark before the in mark, past the end, and a mark that is no number', async () => {
    const submit = vi.fn(() => Promise.resolve());
    renderForm(english, submit);
    type('highlight-title', 'Backwards');
    choose('highlight-mode', 'marks');
    type('highlight-in', '20');
    type('highlight-out', '10');
    fireEvent.submit(screen.getByTestId('highlight-form'));
    expect(
      await screen.findByText('The out mark must come 1 s to 15 min after the in mark.'),
    ).toBeTruthy();
    type('highlight-out', '95');
    fireEvent.submit(screen.getByTestId('highlight-form'));
    expect(await screen.findByText('This is past the end of the recording.')).toBeTruthy();
    type('highlight-in', 'soon');
    fireEvent.submit(screen.getByTestId('highlight-form'));
    expect(await screen.findByText('Write a number of seconds, like 12 or 12.5.')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it("cuts a tag's range once one is chosen, and says so in German", async () => {
    const submit = vi.fn((_values: HighlightFormValues) => Promise.resolve());
    renderForm(german, submit);
    type('highlight-title', 'Tor');
    fireEvent.submit(screen.getByTestId('highlight-form'));
    expect(await screen.findByText('Wähle eine Markierung.')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Goal · 1:01–1:15.5' })).toBeTruthy();
    choose('highlight-tag', goal.id);
    fireEvent.submit(screen.getByTestId('highlight-form'));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(toCreateHighlight(submit.mock.calls[0]![0])).toEqual({ title: 'Tor', tagId: goal.id });
  });

  it('starts on marks when the game has no tags', () => {
    renderForm(english, () => Promise.resolve(), []);
    expect(screen.getByTestId<HTMLSelectElement>('highlight-mode').value).toBe('marks');
    expect(screen.getByTestId('highlight-in')).toBeTruthy();
  });
});
