import { createFileRoute } from '@tanstack/react-router';
import { DeviceLimitScreen } from '../../../../features/auth/components/device-limit-screen';
import { limitSearch } from '../../../../features/auth/lib/auth-search';
import { decodeLimitData } from '../../../../features/auth/lib/limit-data';

export const Route = createFileRoute('/auth/login/limit/')({
  staticData: { layout: 'auth' },
  validateSearch: limitSearch,
  component: LimitPage,
});

function LimitPage() {
  const { data } = Route.useSearch();
  return <DeviceLimitScreen data={decodeLimitData(data)} />;
}
