import { createFileRoute } from '@tanstack/react-router';
import { contentRoute } from '../../../features/content/lib/content-route';

// A type that cannot name a page (not a slug) is a not-found, like a page the tenant lacks.
export const Route = createFileRoute('/info/$type/')(contentRoute());
