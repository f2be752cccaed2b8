import { createFileRoute } from '@tanstack/react-router';
import { sportListingRoute } from '../../../features/events/lib/listing-route';

export const Route = createFileRoute('/live/$sportType/')(sportListingRoute('live'));
