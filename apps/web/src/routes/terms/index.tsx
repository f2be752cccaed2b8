import { createFileRoute } from '@tanstack/react-router';
import { contentRoute } from '../../features/content/lib/content-route';

export const Route = createFileRoute('/terms/')(contentRoute('terms'));
