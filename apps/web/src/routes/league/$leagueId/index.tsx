import { createFileRoute } from '@tanstack/react-router';
import { identityRoute } from '../../../pages/identity-route';

export const Route = createFileRoute('/league/$leagueId/')(identityRoute('league'));
