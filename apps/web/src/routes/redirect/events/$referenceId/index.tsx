import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { notFoundData } from '../../../../lib/router/not-found-data';
import { eventPath } from '../../../../features/events/lib/event-view';

// Links from outside (newsletters, partner sites) name an event by its external reference; the
// page finds it and replaces itself with the event page, so Back does not return here.
export const Route = createFileRoute('/redirect/events/$referenceId/')({
  loader: async ({ context, params }) => {
    // Loaded on demand: the event call's schemas need not be in every visit's first load.
    const { findEventByReference } = await import('../../../../features/event-view/lib/find-event');
    const event = await findEventByReference(context.queryClient, params.referenceId);
    // `href` wins over `to` (the event page is addressed by path, whatever its route module).
    if (event) redirect({ to: '/', href: eventPath(event), replace: true, throw: true });
    notFound({ data: notFoundData('event'), throw: true });
  },
});
