// The way on from a sign-up step: the next step the tenant offers (features/account/lib/
// sign-up-steps.ts), which depends on whether it sells subscriptions. The offers are asked for as
// the step opens, so they are usually known by the time the viewer moves on; a failed answer
// counts as none on sale, so the viewer is never stuck.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { nextSignUpStep } from '../features/account/lib/sign-up-steps';
import { subscriptionsQueryOptions } from '../features/commerce/api/list-subscriptions';
import { useCustomerConfig } from '../lib/config/config-context';

export function useNextSignUpStep(step: string): () => Promise<void> {
  const config = useCustomerConfig();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useQuery(subscriptionsQueryOptions());
  return async () => {
    const offers = await queryClient.ensureQueryData(subscriptionsQueryOptions()).catch(() => []);
    await navigate({
      href: nextSignUpStep(step, config, { sellsSubscriptions: offers.length > 0 }),
      replace: true,
    });
  };
}
