import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session/session-store';
import { signInAs } from '../../test/auth-fixtures';
import { sessionPendingAttribute, useViewerRefetch } from './use-viewer-refetch';

const root = document.documentElement;

/** A page holding one answer the server sent, hydrated with or without the server's render. */
function hydrate(
  renderedOnServer: boolean,
  fetchAgain: () => Promise<string>,
  { pageMounted = true } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['event'], 'visitor answer');
  // A query the page's component will use once its code has loaded: no observer yet.
  if (!pageMounted)
    queryClient.getQueryCache().find({ queryKey: ['event'] })!.options.queryFn = fetchAgain;
  function Page() {
    useQuery({ queryKey: ['event'], queryFn: fetchAgain, staleTime: Infinity });
    return null;
  }
  // As in the app: the root layout calls the hook, the page below it holds the query.
  function Root() {
    useViewerRefetch(renderedOnServer);
    return pageMounted ? <Page /> : null;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <Root />
    </QueryClientProvider>,
  );
  return queryClient;
}

/** A fetch held until the test lets it answer. */
function heldFetch(outcome: () => Promise<string>) {
  let release = () => {};
  const fetchAgain = vi.fn(
    () =>
      new Promise<string>(
        (resolve, reject) => (release = () => void outcome().then(resolve, reject)),
      ),
  );
  return { fetchAgain, release: () => release() };
}

afterEach(() => {
  sessionStore().getState().clear();
  root.removeAttribute(sessionPendingAttribute);
});

describe('useViewerRefetch', () => {
  it("keeps the pending mark of a signed-in viewer's server-rendered page until their answers are in", async () => {
    signInAs();
    root.setAttribute(sessionPendingAttribute, '');
    const { fetchAgain, release } = heldFetch(() => Promise.resolve('viewer answer'));
    const queryClient = hydrate(true, fetchAgain);
    await waitFor(() => expect(fetchAgain).toHaveBeenCalledTimes(1));
    expect(root.hasAttribute(sessionPendingAttribute)).toBe(true);
    release();
    await waitFor(() => expect(root.hasAttribute(sessionPendingAttribute)).toBe(false));
    expect(queryClient.getQueryData(['event'])).toBe('viewer answer');
  });

  it('fetches again, and holds the mark for, a query whose component has not mounted yet', async () => {
    signInAs();
    root.setAttribute(sessionPendingAttribute, '');
    const { fetchAgain, release } = heldFetch(() => Promise.resolve('viewer answer'));
    const queryClient = hydrate(true, fetchAgain, { pageMounted: false });
    await waitFor(() => expect(fetchAgain).toHaveBeenCalledTimes(1));
    expect(root.hasAttribute(sessionPendingAttribute)).toBe(true);
    release();
    await waitFor(() => expect(root.hasAttribute(sessionPendingAttribute)).toBe(false));
    expect(queryClient.getQueryData(['event'])).toBe('viewer answer');
  });

  it('clears the mark when the fetch fails, leaving the answer the page has', async () => {
    signInAs();
    root.setAttribute(sessionPendingAttribute, '');
    const { fetchAgain, release } = heldFetch(() => Promise.reject(new Error('offline')));
    const queryClient = hydrate(true, fetchAgain);
    await waitFor(() => expect(fetchAgain).toHaveBeenCalledTimes(1));
    release();
    await waitFor(() => expect(root.hasAttribute(sessionPendingAttribute)).toBe(false));
    expect(queryClient.getQueryData(['event'])).toBe('visitor answer');
  });

  it('clears a stale mark at once when there is no session, and fetches nothing', async () => {
    root.setAttribute(sessionPendingAttribute, '');
    const fetchAgain = vi.fn(() => Promise.resolve('viewer answer'));
    hydrate(true, fetchAgain);
    await waitFor(() => expect(root.hasAttribute(sessionPendingAttribute)).toBe(false));
    expect(fetchAgain).not.toHaveBeenCalled();
  });

  it('clears the mark at once on a page the browser rendered with the session', async () => {
    signInAs();
    root.setAttribute(sessionPendingAttribute, '');
    const fetchAgain = vi.fn(() => Promise.resolve('viewer answer'));
    hydrate(false, fetchAgain);
    await waitFor(() => expect(root.hasAttribute(sessionPendingAttribute)).toBe(false));
    expect(fetchAgain).not.toHaveBeenCalled();
  });
});
