// HTTP for follows (spec §7 "Identities and follows"); every call needs a signed-in user.
import {
  followListCall,
  followRemoveCall,
  followSaveCall,
} from '@touchline/contract/calls/follows';
import type { Db } from '../../db/open';
import type { ContractPlugin } from '../../http/contract-schemas';
import { acceptBracketArrays } from '../../http/query-arrays';
import { serveCall } from '../../http/serve-call';
import { listFollowed, removeFollow, saveFollow } from './follow-service';

export const followRoutes: ContractPlugin<{ db: Db }> = (app, { db }, done) => {
  acceptBracketArrays(app);
  serveCall(app, followListCall, {
    tag: 'follows',
    handler: (request) => listFollowed(db, request.user, request.query),
  });
  serveCall(app, followSaveCall, {
    tag: 'follows',
    handler: (request) => saveFollow(db, request.user, request.body),
  });
  serveCall(app, followRemoveCall, {
    tag: 'follows',
    handler: (request) => removeFollow(db, request.user, request.body),
  });
  done();
};
