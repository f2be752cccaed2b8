import { createFileRoute } from '@tanstack/react-router';
import { OpenAppPage } from '../../features/open-app/components/open-app-page';

export const Route = createFileRoute('/open-app/')({
  staticData: { layout: 'home' },
  component: OpenAppPage,
});
