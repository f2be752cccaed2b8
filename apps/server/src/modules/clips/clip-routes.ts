// HTTP for highlights and clips read as events, and for the signed-in user's own clips.
import {
  clipListCall,
  createClipCall,
  deleteClipCall,
  updateClipCall,
  userClipListCall,
} from '@touchline/contract/calls/clips';
import { clipByIdCall } from '@touchline/contract/calls/events';
import type { Db } from '../../db/open';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';
import { signedInViewerOf, viewerOf } from '../../http/viewer';
import type { LiveClipper } from '../../media/live-clip';
import { getClip, listHighlights } from './clip-service';
import { createClip, deleteClip, listUserClips, updateClip } from './user-clip-service';

export const clipRoutes: ContractPlugin<{
  db: Db;
  trustedCountryHeader: string | null;
  /** Maps a live game's moments to its asset, for clips cut from the DVR window. */
  liveClips?: LiveClipper;
}> = (app, options, done) => {
  serveCall(app, clipByIdCall, {
    tag: 'clips',
    handler: (request) =>
      getClip(
        options.db,
        viewerOf(request, options.trustedCountryHeader),
        request.params.id,
        request.query,
      ),
  });
  serveCall(app, clipListCall, {
    tag: 'clips',
    handler: (request) =>
      listHighlights(options.db, viewerOf(request, options.trustedCountryHeader), request.body),
  });
  const owner = (request: Parameters<typeof signedInViewerOf>[0]) =>
    signedInViewerOf(request, options.trustedCountryHeader);
  serveCall(app, userClipListCall, {
    tag: 'clips',
    handler: (request) => listUserClips(options.db, owner(request), request.body),
  });
  serveCall(app, createClipCall, {
    tag: 'clips',
    handler: (request) => createClip(options.db, owner(request), request.body, options.liveClips),
  });
  serveCall(app, updateClipCall, {
    tag: 'clips',
    handler: (request) => updateClip(options.db, owner(request), request.params.id, request.body),
  });
  serveCall(app, deleteClipCall, {
    tag: 'clips',
    handler: (request) => deleteClip(options.db, owner(request), request.params.id),
  });
  done();
};
