// The page component of `/` and `/home/`: the home page with the signed-in viewer's own rails
// (continue watching, and the games of what they follow, from the session's followed map).
import { useMemo } from 'react';
import { ContinueWatchingRail } from '../features/continue-watching/components/continue-watching-rail';
import { EventCard } from '../features/events/components/event-card';
import { HomePage } from '../features/events/components/home-page';
import { selectIsAuthenticated, useSession } from '../lib/session/session-store';

export function HomeRoutePage() {
  const signedIn = useSession(selectIsAuthenticated);
  const followed = useSession((state) => state.followed);
  const followedIds = useMemo(() => (signedIn ? Object.keys(followed) : []), [signedIn, followed]);
  return (
    <HomePage
      personal={<ContinueWatchingRail renderCard={(event) => <EventCard event={event} />} />}
      followedIds={followedIds}
    />
  );
}
