// HTTP for timeline tags (spec §7 "Tags"); every call needs a signed-in user.
import {
  removeTagsCall,
  saveTagCall,
  tagListCall,
  updateTagCall,
} from '@touchline/contract/calls/tags';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';
import { listTagsOf, removeTags, saveTag, updateTag, type TagDeps } from './tag-service';

export const tagRoutes: ContractPlugin<TagDeps> = (app, deps, done) => {
  serveCall(app, tagListCall, {
    tag: 'tags',
    handler: (request) => listTagsOf(deps, request.user, request.body),
  });
  serveCall(app, saveTagCall, {
    tag: 'tags',
    handler: (request) => saveTag(deps, request.user, request.body),
  });
  serveCall(app, updateTagCall, {
    tag: 'tags',
    handler: (request) => updateTag(deps, request.user, request.body),
  });
  serveCall(app, removeTagsCall, {
    tag: 'tags',
    handler: (request) => removeTags(deps, request.user, request.body),
  });
  done();
};
