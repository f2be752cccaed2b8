// HTTP for web push (ADR 051): the public key is public; subscriptions belong to signed-in viewers.
import {
  pushPublicKeyCall,
  pushSubscribeCall,
  pushUnsubscribeCall,
} from '@touchline/contract/calls/push';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';
import { signedInViewerOf } from '../../http/viewer';
import { requestLocale } from '../../i18n/request-locale';
import { publicKeyOf, subscribe, unsubscribe, type PushDeps } from './push-service';

export const pushRoutes: ContractPlugin<{ deps: PushDeps; trustedCountryHeader: string | null }> = (
  app,
  { deps, trustedCountryHeader },
  done,
) => {
  const tag = 'push';
  serveCall(app, pushPublicKeyCall, {
    tag,
    handler: async (request) => ({
      content: { publicKey: await publicKeyOf(deps, request.tenant) },
    }),
  });
  serveCall(app, pushSubscribeCall, {
    tag,
    // The portal sends its active language as Accept-Language (ADR 040): the notices' language.
    handler: (request) =>
      subscribe(
        deps,
        signedInViewerOf(request, trustedCountryHeader),
        request.body,
        requestLocale(request.headers['accept-language']),
      ),
  });
  serveCall(app, pushUnsubscribeCall, {
    tag,
    handler: (request) =>
      unsubscribe(deps, signedInViewerOf(request, trustedCountryHeader), request.body),
  });
  done();
};
