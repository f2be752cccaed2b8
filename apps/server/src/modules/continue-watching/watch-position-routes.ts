// HTTP for continue watching (saved positions); every call needs a signed-in user.
import {
  continueWatchingCall,
  saveWatchPositionCall,
  watchPositionCall,
} from '@touchline/contract/calls/user';
import type { Db } from '../../db/open';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';
import { signedInViewerOf } from '../../http/viewer';
import {
  getWatchPosition,
  listContinueWatching,
  saveWatchPosition,
} from './watch-position-service';

export const watchPositionRoutes: ContractPlugin<{
  db: Db;
  trustedCountryHeader: string | null;
}> = (app, { db, trustedCountryHeader }, done) => {
  const viewer = (request: Parameters<typeof signedInViewerOf>[0]) =>
    signedInViewerOf(request, trustedCountryHeader);
  serveCall(app, saveWatchPositionCall, {
    tag: 'continue-watching',
    handler: (request) => saveWatchPosition(db, viewer(request), request.body),
  });
  serveCall(app, watchPositionCall, {
    tag: 'continue-watching',
    handler: (request) => getWatchPosition(db, viewer(request), request.query.video_id),
  });
  serveCall(app, continueWatchingCall, {
    tag: 'continue-watching',
    handler: (request) => listContinueWatching(db, viewer(request), request.query),
  });
  done();
};
