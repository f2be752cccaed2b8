// The server renders public pages for an anonymous visitor (it cannot see the token kept in the
// browser), and its answers come into the query cache with the page. For a signed-in viewer those
// answers are not theirs: a paid game they hold shows its offers instead of the player, their own
// clips and saved state are missing. Once the page is the browser's, every query is fetched again
// with the viewer's token. Visitors keep the server's answers as they are.
//
// Until then index.html's `data-session-pending` mark keeps what would mislead (the offers of a
// game the viewer holds) hidden; it is removed once the viewer's answers are in, or at once when
// there is nothing to fetch again.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hasSession, sessionStore } from '../session/session-store';
import { pageRenderedOnServer } from './server-rendered';

export const sessionPendingAttribute = 'data-session-pending';

export function useViewerRefetch(renderedOnServer = pageRenderedOnServer) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const settled = () => document.documentElement.removeAttribute(sessionPendingAttribute);
    if (renderedOnServer && hasSession(sessionStore().getState()))
      // Every query, not only those with a component on screen yet: a part of the page still
      // loading its code (a lazy route component) would otherwise show the visitor's answer
      // until it mounted and fetched. Failed fetches settle too: the page keeps what it has.
      void queryClient.invalidateQueries({ refetchType: 'all' }).finally(settled);
    else settled();
    // Once, on the page the server rendered.
  }, [queryClient, renderedOnServer]);
}
