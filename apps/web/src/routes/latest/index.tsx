import { createFileRoute } from '@tanstack/react-router';
import { listingRoute } from '../../features/events/lib/listing-route';

export const Route = createFileRoute('/latest/')(listingRoute('latest'));
