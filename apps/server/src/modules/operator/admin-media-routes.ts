// HTTP for media an operator makes (ADRs 062, 063): a game's highlights cut from its recording,
// and logos uploaded as files. Behind the operator check; every write names its actor.
import {
  createHighlightCall,
  getHighlightSourceCall,
  logoMaxBytes,
  uploadLogoCall,
} from '@touchline/contract/calls/admin-media';
import type { TokenVerifier } from '../../http/auth-plugin';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';
import { createHighlight, getHighlightSource, type HighlightDeps } from './highlight-service';
import { uploadLogo } from './logo-service';
import { operatorActor, requireOperator } from './operator-auth';

export interface AdminMediaRouteOptions extends HighlightDeps {
  verify: TokenVerifier;
}

export const adminMediaRoutes: ContractPlugin<AdminMediaRouteOptions> = (app, options, done) => {
  const authenticate = requireOperator({ db: options.db, verify: options.verify });
  const tag = 'admin';
  serveCall(app, getHighlightSourceCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: await getHighlightSource(options, request.tenant, request.params.id),
    }),
  });
  serveCall(app, createHighlightCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: await createHighlight(
        options,
        request.tenant,
        operatorActor(request),
        request.params.id,
        request.body,
      ),
    }),
  });
  serveCall(app, uploadLogoCall, {
    tag,
    authenticate,
    // The file in base64 (4/3 of its size) and the JSON around it.
    bodyLimit: Math.ceil(logoMaxBytes / 3) * 4 + 4096,
    handler: async (request) => ({
      content: await uploadLogo(
        { ...options, workDir: options.dirs.work },
        request.tenant,
        operatorActor(request),
        request.params.id,
        request.body,
      ),
    }),
  });
  done();
};
