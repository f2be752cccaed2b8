import { createFileRoute } from '@tanstack/react-router';
import { SurveyFormPage } from '../../features/survey/components/survey-form-page';

// The demo survey form (ADR 048); the survey dialog frames it, so it uses the compact layout.
export const Route = createFileRoute('/survey/')({
  staticData: { layout: 'auth' },
  component: SurveyFormPage,
});
