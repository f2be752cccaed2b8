import { createFileRoute } from '@tanstack/react-router';
import { teamRoute } from '../../../pages/identity-route';

export const Route = createFileRoute('/team/$teamId/')(teamRoute());
