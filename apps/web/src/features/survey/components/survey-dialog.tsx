// The survey's modal (spec §4): first the start step ("later" or "start"), then the tenant's form
// in a frame. What each choice records is decided by the host through the callbacks.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import type { ModalProps } from '../../../ui/modal/modal-store';

export interface SurveyDialogProps {
  step: 'start' | 'form';
  formUrl: string;
  portalName: string;
  onLater: () => void;
  onStart: () => void;
}

export function SurveyDialog({
  step,
  formUrl,
  portalName,
  onLater,
  onStart,
  close,
}: SurveyDialogProps & ModalProps) {
  const { t } = useTranslation();
  if (step === 'form') {
    return (
      <div className="flex flex-col gap-4" data-testid="survey-form">
        <iframe
          src={formUrl}
          title={t('survey.formTitle', { name: portalName })}
          className="h-[60vh] w-full rounded-md border border-line bg-surface"
        />
        <Button kind="secondary" outline onClick={close} data-testid="survey-close">
          {t('survey.close')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4" data-testid="survey-start">
      <h2 className="font-display text-xl font-bold">{t('survey.title', { name: portalName })}</h2>
      <p className="text-fg-muted">{t('survey.text')}</p>
      <div className="flex flex-wrap justify-end gap-3">
        <Button kind="secondary" outline onClick={onLater} data-testid="survey-later">
          {t('survey.later')}
        </Button>
        <Button onClick={onStart} data-testid="survey-start-button">
          {t('survey.start')}
        </Button>
      </div>
    </div>
  );
}
