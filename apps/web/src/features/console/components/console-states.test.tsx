// The one frame every console list shows its query in: loading, failed with a retry, empty, or
// the content with the answer.
import { useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders, testServices } from '../../../test/providers';
import { QueryStates } from './console-states';

function List({ answer, isEmpty }: { answer: () => Promise<string[]>; isEmpty?: boolean }) {
  const query = useQuery({ queryKey: ['rows'], queryFn: answer });
  return (
    <QueryStates
      query={query}
      testId="rows"
      empty="Nothing yet"
      isEmpty={isEmpty === undefined ? undefined : () => isEmpty}
    >
      {(rows) => (
        <ul data-testid="rows">
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </QueryStates>
  );
}

async function show(answer: () => Promise<string[]>, isEmpty?: boolean) {
  const services = await testServices();
  render(
    <TestProviders services={services}>
      <List answer={answer} isEmpty={isEmpty} />
    </TestProviders>,
  );
}

describe('QueryStates', () => {
  it('shows skeleton rows while loading, then the content with the answer', async () => {
    let release: (rows: string[]) => void = () => {};
    await show(() => new Promise((resolve) => (release = resolve)));
    expect(screen.getByTestId('rows-loading').getAttribute('aria-busy')).toBe('true');
    release(['Cup final', 'Derby']);
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('Cup finalDerby'));
    expect(screen.queryByTestId('rows-loading')).toBeNull();
  });

  it('says an empty list is empty, or hands it on when the caller judges it otherwise', async () => {
    await show(() => Promise.resolve([]));
    expect((await screen.findByTestId('rows-empty')).textContent).toBe('Nothing yet');
    document.body.innerHTML = '';
    await show(() => Promise.resolve(['x']), true);
    expect(await screen.findByTestId('rows-empty')).toBeTruthy();
  });

  it('shows the error with a retry that asks again', async () => {
    let calls = 0;
    await show(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve(['back']);
    });
    const failed = await screen.findByTestId('rows-failed');
    fireEvent.click(failed.querySelector('button')!);
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('back'));
    expect(calls).toBe(2);
  });
});
