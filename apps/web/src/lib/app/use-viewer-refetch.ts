// The server renders public pages for an anonymous visitor (it cannot see the token kept in the
// browser), and its answers come into the query cache with the page. For a signed-in viewer those
// answers are not theirs: a paid game they hold shows its offers instead of the player, their own
// clips and saved state are missing. Once the page is the browser's, every query is fetched again
// with the viewer's token. Visitors keep the server's answers as they are.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hasSession, sessionStore } from '../session/session-store';
import { pageRenderedOnServer } from './server-rendered';

export function useViewerRefetch() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (pageRenderedOnServer && hasSession(sessionStore().getState()))
      void queryClient.invalidateQueries();
    // Once, on the page the server rendered.
  }, [queryClient]);
}
