// Runs the survey for the signed-in viewer (spec §4 "Survey"): a lazy chunk mounted by the root
// once someone is signed in and the tenant has a form, so visitors never load it. It feeds the
// scheduler the page's inputs, opens the dialog through the modal service, pauses the playing
// video around it (not in fullscreen), records what the viewer chose, and cancels on sign-out
// (this component unmounts) or on a route that suppresses the survey.
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerConfig } from '../../../lib/config/config-context';
import { useSession } from '../../../lib/session/session-store';
import { activeVideo } from '../../../lib/telemetry/playback';
import { notify } from '../../../ui/notify';
import { closeModal, openModal, patchModalProps } from '../../../ui/modal/modal-store';
import { recordSurveyOutcome, type SurveyOutcome } from '../api/record-survey-outcome';
import { isSurveySubmitted, surveyFormAddress } from '../lib/survey-form-url';
import { surveyBlocked, type SurveyInputs } from '../lib/survey-rules';
import { browserClock, createSurveyScheduler, type SurveyScheduler } from '../lib/survey-scheduler';
import { SurveyDialog } from './survey-dialog';

interface OpenSurvey {
  /** Ends the dialog without recording anything. */
  cancel(): void;
}

// The dialog on screen, if any; one host runs at a time (the root mounts it once).
let openSurvey: OpenSurvey | null = null;

interface ShowContext {
  formUrl: string | null;
  portalName: string;
  t: (key: string) => string;
  onEnded: () => void;
}

/** Opens the start dialog, pausing a playing video that is not fullscreen until it ends. */
function showSurvey({ formUrl, portalName, t, onEnded }: ShowContext) {
  const form = surveyFormAddress(formUrl, window.location.origin);
  if (!form) return;
  const video = activeVideo();
  const paused = video && !video.paused && !document.fullscreenElement ? video : null;
  paused?.pause();
  let step: 'start' | 'form' = 'start';
  let outcome: SurveyOutcome | null = null;
  let cancelled = false;
  const finish = (chosen: SurveyOutcome) => {
    outcome = chosen;
    closeModal();
  };
  // Only the form's own origin can say it was submitted.
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== form.origin || !isSurveySubmitted(event.data)) return;
    notify.success(t('survey.thanks'));
    finish('submitted');
  };
  window.addEventListener('message', onMessage);
  openSurvey = {
    cancel: () => {
      cancelled = true;
      closeModal();
    },
  };
  openModal(
    SurveyDialog,
    {
      step,
      formUrl: form.href,
      portalName,
      onLater: () => finish('skipped'),
      onStart: () => {
        step = 'form';
        patchModalProps({ step });
      },
    },
    {
      label: t('survey.label'),
      onClosed: () => {
        window.removeEventListener('message', onMessage);
        openSurvey = null;
        onEnded();
        if (paused) paused.play().catch(() => undefined);
        if (cancelled) return;
        // Escape or the overlay: on the start step that is "later", on the form "closed".
        const result = outcome ?? (step === 'form' ? 'closed' : 'skipped');
        void recordSurveyOutcome(result, new Date());
      },
    },
  );
}

export default function SurveyHost() {
  const { i18n } = useTranslation();
  const config = useCustomerConfig();
  const user = useSession((state) => state.user);
  const routeId = useRouterState({
    select: (state) => state.matches[state.matches.length - 1]?.routeId ?? '',
  });

  const scheduler = useMemo(() => {
    const created: SurveyScheduler = createSurveyScheduler(browserClock, () =>
      showSurvey({
        formUrl: config.surveyFormUrl,
        portalName: config.name,
        t: (key) => i18n.t(key),
        onEnded: () => created.dialogEnded(),
      }),
    );
    return created;
  }, [config.surveyFormUrl, config.name, i18n]);

  useEffect(() => {
    const inputs: SurveyInputs = {
      formUrl: config.surveyFormUrl,
      flavour: config.flavour,
      user: user ? { added: user.added, options: user.options } : null,
      routeId,
    };
    // A suppressed route (or a sign-out) ends a dialog that is open.
    if (openSurvey && (!user || surveyBlocked(inputs))) openSurvey.cancel();
    // The form page itself never runs a survey of its own inside the dialog.
    if (window.self !== window.top) return;
    scheduler.update(inputs);
  }, [scheduler, config.surveyFormUrl, config.flavour, user, routeId]);

  useEffect(
    () => () => {
      scheduler.cancel();
      // A survey dialog left open by an unmount (sign-out) is not the next page's modal.
      openSurvey?.cancel();
    },
    [scheduler],
  );

  return null;
}
