// The global route-rules guard of spec §2: the tenant's configuration may send a path elsewhere.
// A portal path is a router redirect; an absolute URL leaves the single-page app (a full load).
import { redirect } from '@tanstack/react-router';
import type { CustomerConfig, RouteRule } from '@touchline/contract/customer-config';

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** The rule for a path (trailing slash optional on both sides), or null. */
export function matchRouteRule(rules: readonly RouteRule[], pathname: string): RouteRule | null {
  const path = withSlash(pathname);
  const rule = rules.find((candidate) => withSlash(candidate.from) === path);
  // A rule pointing at its own path would redirect forever.
  if (!rule || (rule.to.startsWith('/') && withSlash(rule.to.split('?')[0] ?? '') === path))
    return null;
  return rule;
}

export const isAbsoluteUrl = (target: string) => /^https?:\/\//i.test(target);

/** beforeLoad of the root: throws the router's redirect when a rule matches. */
export function routeRulesGuard({
  context,
  location,
}: {
  context: { config: Pick<CustomerConfig, 'routeRules'> };
  location: { pathname: string };
}) {
  const rule = matchRouteRule(context.config.routeRules, location.pathname);
  if (!rule) return;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's redirect protocol
  throw redirect({
    href: rule.to,
    replace: true,
    reloadDocument: isAbsoluteUrl(rule.to),
  } as Parameters<typeof redirect>[0]);
}
