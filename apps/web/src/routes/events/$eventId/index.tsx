import { createFileRoute } from '@tanstack/react-router';
import { eventRoute } from '../../../pages/event-route';

export const Route = createFileRoute('/events/$eventId/')(eventRoute('event'));
