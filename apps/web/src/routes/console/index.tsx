import { createFileRoute } from '@tanstack/react-router';
import { ConsolePage } from '../../features/console/components/console-page';
import { requireAuth } from '../../features/auth/lib/guards';

// The operator console (ADR 054): signed-in only, rendered in the browser; its code is a chunk
// of its own, loaded when the page is opened.
export const Route = createFileRoute('/console/')({
  beforeLoad: requireAuth,
  staticData: { titleKey: 'console.title' },
  component: ConsolePage,
});
