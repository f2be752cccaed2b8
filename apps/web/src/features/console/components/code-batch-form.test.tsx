import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Product } from '@touchline/contract/entities/product';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TestProviders, testServices, type TestServices } from '../../../test/providers';
import { CodeBatchForm } from './code-batch-form';

const offer = { id: 'offer-season', title: 'Season pass' } as Product;

let english: TestServices;
let german: TestServices;
beforeAll(async () => {
  [english, german] = await Promise.all([testServices(), testServices({ locale: 'de' })]);
});

const type = (testId: string, value: string) =>
  fireEvent.input(screen.getByTestId(testId), { target: { value } });

describe('CodeBatchForm', () => {
  it('refuses no offer, a count out of bounds and a use limit that is not a number', async () => {
    const submit = vi.fn(() => Promise.resolve());
    render(
      <TestProviders services={english}>
        <CodeBatchForm offers={[offer]} onSubmit={submit} />
      </TestProviders>,
    );
    type('batch-count', '10001');
    type('batch-use-limit', 'many');
    fireEvent.submit(screen.getByTestId('batch-form'));

    await waitFor(() => expect(screen.getByText('Fill this in.')).toBeTruthy());
    expect(screen.getByText('Write a whole number from 1 to 10000.')).toBeTruthy();
    expect(
      screen.getByText('Leave this empty for no limit, or write a whole number from 1.'),
    ).toBeTruthy();
    expect(screen.getByTestId('batch-count').getAttribute('aria-invalid')).toBe('true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('says why in German', async () => {
    const submit = vi.fn(() => Promise.resolve());
    render(
      <TestProviders services={german}>
        <CodeBatchForm offers={[offer]} onSubmit={submit} />
      </TestProviders>,
    );
    fireEvent.change(screen.getByTestId('batch-offer'), { target: { value: 'offer-season' } });
    type('batch-count', '0');
    fireEvent.submit(screen.getByTestId('batch-form'));
    await waitFor(() =>
      expect(screen.getByText('Gib eine ganze Zahl von 1 bis 10000 ein.')).toBeTruthy(),
    );
    expect(screen.getByLabelText('Anzahl der Codes')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('hands over the values of a valid batch and empties itself', async () => {
    const submit = vi.fn(() => Promise.resolve());
    render(
      <TestProviders services={english}>
        <CodeBatchForm offers={[offer]} onSubmit={submit} />
      </TestProviders>,
    );
    fireEvent.change(screen.getByTestId('batch-offer'), { target: { value: 'offer-season' } });
    type('batch-count', '3');
    type('batch-label', 'Club night');
    fireEvent.submit(screen.getByTestId('batch-form'));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({ productId: 'offer-season', count: '3', label: 'Club night' }),
    );
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('batch-label').value).toBe(''));
  });
});
