// The tenant's survey form as an address the dialog may frame: relative URLs are the portal's own
// pages, absolute ones must be http(s) (a `javascript:` form would run in the portal).
export function surveyFormAddress(value: string | null, origin: string): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** What the form page posts to the portal framing it once an answer is saved. */
export const surveySubmittedMessage = 'touchline:survey-submitted';

export const isSurveySubmitted = (data: unknown) =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === surveySubmittedMessage;
