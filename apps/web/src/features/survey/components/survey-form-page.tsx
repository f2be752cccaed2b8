// /survey/: the demo tenants' survey form (ADR 048), framed by the survey dialog. It saves the
// answer for the signed-in viewer and then tells the portal framing it, which records the survey
// as submitted; opened on its own it simply thanks the viewer.
import { survey } from '@touchline/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/app/use-document-title';
import { useCustomerConfig } from '../../../lib/config/config-context';
import { selectIsAuthenticated, useSession } from '../../../lib/session/session-store';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { submitSurveyAnswer } from '../api/submit-survey-answer';
import { surveySubmittedMessage } from '../lib/survey-form-url';

const ratings = [1, 2, 3, 4, 5] as const;

export function SurveyFormPage() {
  const { t } = useTranslation();
  const config = useCustomerConfig();
  const signedIn = useSession(selectIsAuthenticated);
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const commentId = useId();
  useDocumentTitle(t('survey.formTitle', { name: config.name }));
  const send = useMutation({
    mutationFn: submitSurveyAnswer,
    onSuccess: () => {
      // Only the portal's own origin may hear it: the frame's parent is the portal.
      if (window.parent !== window) {
        window.parent.postMessage({ type: surveySubmittedMessage }, window.location.origin);
      }
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setMissing(true);
      return;
    }
    const text = comment.trim();
    send.mutate({ surveyName: survey.name, rating, ...(text ? { comment: text } : {}) });
  };

  if (!signedIn) return <FormAlert kind="info">{t('survey.signInFirst')}</FormAlert>;
  if (send.isSuccess) {
    return (
      <FormAlert kind="success" testId="survey-thanks">
        {t('survey.thanks')}
      </FormAlert>
    );
  }
  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      data-testid="survey-form-page"
      noValidate
    >
      <h1 className="font-display text-xl font-bold">
        {t('survey.formTitle', { name: config.name })}
      </h1>
      {send.isError && <FormAlert>{t('survey.failed')}</FormAlert>}
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={missing ? `${commentId}-missing` : undefined}
      >
        <legend className="mb-2 text-sm font-semibold">
          {t('survey.question', { name: config.name })}
        </legend>
        <div className="flex flex-wrap gap-2">
          {ratings.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 has-[:checked]:border-brand has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand/60"
            >
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => {
                  setRating(value);
                  setMissing(false);
                }}
                data-testid={`survey-rating-${value}`}
              />
              {t(`survey.rating.${value}`)}
            </label>
          ))}
        </div>
        {missing && (
          <p id={`${commentId}-missing`} role="alert" className="text-xs text-live">
            {t('survey.ratingRequired')}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={commentId} className="text-sm font-semibold">
          {t('survey.comment')}
        </label>
        <textarea
          id={commentId}
          value={comment}
          maxLength={2000}
          rows={4}
          onChange={(event) => setComment(event.target.value)}
          className="w-full rounded-lg border border-line bg-canvas px-3 py-2 text-base text-fg outline-none focus-visible:border-brand focus-visible:ring-2 focus-visible:ring-brand/60"
        />
      </div>
      <Button type="submit" disabled={send.isPending} data-testid="survey-submit">
        {t('survey.submit')}
      </Button>
    </form>
  );
}
