// HTTP for the watchlist (spec §7 "User"); every call needs a signed-in user.
import {
  addToWatchlistCall,
  getWatchlistCall,
  getWatchlistIdsCall,
  removeFromWatchlistCall,
} from '@touchline/contract/calls/user';
import type { Db } from '../../db/open';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';
import { signedInViewerOf } from '../../http/viewer';
import {
  addToWatchlist,
  getWatchlist,
  getWatchlistIds,
  removeFromWatchlist,
} from './watchlist-service';

export const watchlistRoutes: ContractPlugin<{
  db: Db;
  trustedCountryHeader: string | null;
}> = (app, { db, trustedCountryHeader }, done) => {
  const owner = (request: Parameters<typeof signedInViewerOf>[0]) =>
    signedInViewerOf(request, trustedCountryHeader);
  serveCall(app, getWatchlistCall, {
    tag: 'watchlist',
    handler: (request) => getWatchlist(db, owner(request), request.query),
  });
  serveCall(app, getWatchlistIdsCall, {
    tag: 'watchlist',
    handler: (request) => getWatchlistIds(db, owner(request)),
  });
  serveCall(app, addToWatchlistCall, {
    tag: 'watchlist',
    handler: (request) => addToWatchlist(db, owner(request), request.body),
  });
  serveCall(app, removeFromWatchlistCall, {
    tag: 'watchlist',
    handler: (request) => removeFromWatchlist(db, owner(request), request.body),
  });
  done();
};
