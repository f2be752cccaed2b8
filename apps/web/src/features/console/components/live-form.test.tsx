import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TestProviders, testServices, type TestServices } from '../../../test/providers';
import type { LiveFormValues } from '../lib/live-form';
import { LiveForm } from './live-form';

let services: TestServices;
beforeAll(async () => {
  services = await testServices();
});

const type = (testId: string, value: string) =>
  fireEvent.input(screen.getByTestId(testId), { target: { value } });

describe('LiveForm', () => {
  it('asks for a title and refuses one longer than the API takes', async () => {
    const submit = vi.fn(() => Promise.resolve());
    render(
      <TestProviders services={services}>
        <LiveForm onSubmit={submit} />
      </TestProviders>,
    );
    fireEvent.submit(screen.getByTestId('live-create-form'));
    expect(await screen.findByText('Fill this in.')).toBeTruthy();
    type('live-create-title', 'x'.repeat(201));
    fireEvent.submit(screen.getByTestId('live-create-form'));
    expect(await screen.findByText('This is too long.')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the title with an empty start (now), then empties the form', async () => {
    const submit = vi.fn((_values: LiveFormValues) => Promise.resolve());
    render(
      <TestProviders services={services}>
        <LiveForm onSubmit={submit} />
      </TestProviders>,
    );
    type('live-create-title', 'Cup final');
    fireEvent.submit(screen.getByTestId('live-create-form'));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]?.[0]).toEqual({ title: 'Cup final', startsAt: '' });
    await waitFor(() =>
      expect(screen.getByTestId<HTMLInputElement>('live-create-title').value).toBe(''),
    );
  });
});
