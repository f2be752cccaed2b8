// Which methods a path answers to, for the 405 of a path that exists with other methods (RFC 9110
// §15.5.6: the answer's `Allow` lists them). Fastify's router says only "not found"; a second
// router of the same kind (find-my-way, Fastify's own) fed from `onRoute` matches concrete URLs
// the way Fastify does.
import type { FastifyInstance, HTTPMethods } from 'fastify';
import Router from 'find-my-way';

type Method = Router.HTTPMethod;

export interface RouteMethods {
  /** The methods registered for the path of `url` (query ignored), HEAD included with GET. */
  allowed(url: string): Method[];
}

/** Starts listening to route registrations; call before the routes are registered. */
export function trackRouteMethods(app: FastifyInstance): RouteMethods {
  const router = Router({ ignoreTrailingSlash: false });
  const methods = new Set<Method>();
  const noop = () => undefined;
  app.addHook('onRoute', (route) => {
    // A wildcard (static files, the media tree) matches any path below it: that a file path
    // could exist says nothing about which methods a missing one would answer.
    if (route.url.includes('*')) return;
    const list: HTTPMethods[] = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of list) {
      const upper = method.toUpperCase() as Method;
      if (router.hasRoute(upper, route.url)) continue;
      router.on(upper, route.url, noop);
      methods.add(upper);
    }
  });
  return {
    allowed(url) {
      const path = url.split('?')[0] ?? url;
      return [...methods].filter((method) => router.find(method, path) !== null).sort();
    },
  };
}
