// GET /api/customer/config: the tenant's public configuration (also injected into index.html).
import { customerConfigCall } from '@touchline/contract/customer-config';
import { toCustomerConfig, type ServerFacts } from './customer-config';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';

export const customerConfigRoutes: ContractPlugin<{ facts: ServerFacts }> = (
  app,
  options,
  done,
) => {
  serveCall(app, customerConfigCall, {
    tag: 'customer',
    handler: (request, reply) => {
      // A reply is thenable (it settles when sent), so it is never awaited here.
      void reply.header('cache-control', 'no-cache');
      return { content: toCustomerConfig(request.tenant, options.facts) };
    },
  });
  done();
};
