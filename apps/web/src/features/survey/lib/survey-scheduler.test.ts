import { survey } from '@touchline/contract/constants';
import type { UserOptions } from '@touchline/contract/entities/user-profile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { surveyDueAt, type SurveyInputs } from './survey-rules';
import { browserClock, createSurveyScheduler } from './survey-scheduler';

const minute = 60_000;
const day = 24 * 60 * minute;
const start = Date.parse('2026-03-10T12:00:00.000Z');

const inputs = (patch: Partial<SurveyInputs> = {}, options: UserOptions = {}): SurveyInputs => ({
  formUrl: '/survey/',
  flavour: 'standard',
  user: { added: new Date(start - 8 * day).toISOString(), options },
  routeId: '/',
  ...patch,
});
const record = (fields: Record<string, string>): UserOptions => ({
  [survey.name]: { surveyName: survey.name, ...fields },
});

describe('survey rules', () => {
  it('is due 20 s after the page became eligible for an account older than 7 days', () => {
    expect(surveyDueAt(inputs(), start)).toBe(start + 20_000);
  });

  it('waits for the account to be 7 days old, or 30 minutes in the alternate flavour', () => {
    const young = { added: new Date(start - 6 * day).toISOString(), options: {} };
    expect(surveyDueAt(inputs({ user: young }), start)).toBe(start + day);
    const fresh = { added: new Date(start - 10 * minute).toISOString(), options: {} };
    expect(surveyDueAt(inputs({ user: fresh, flavour: 'alternate' }), start)).toBe(
      start + 20 * minute,
    );
    expect(surveyDueAt(inputs({ flavour: 'alternate' }), start)).toBe(start + 5_000);
  });

  it('returns 1440 minutes after a skip (10 in the alternate flavour)', () => {
    const skipped = record({ skipped: new Date(start - 60 * minute).toISOString() });
    expect(surveyDueAt(inputs({}, skipped), start)).toBe(start + 1380 * minute);
    expect(surveyDueAt(inputs({ flavour: 'alternate' }, skipped), start)).toBe(start + 5_000);
  });

  it('never shows once submitted or closed, without a form, signed out or on a suppressed route', () => {
    const at = new Date(start).toISOString();
    expect(surveyDueAt(inputs({}, record({ submitted: at })), start)).toBeNull();
    expect(surveyDueAt(inputs({}, record({ closed: at })), start)).toBeNull();
    expect(surveyDueAt(inputs({ formUrl: null }), start)).toBeNull();
    expect(surveyDueAt(inputs({ user: null }), start)).toBeNull();
    for (const routeId of [
      '/auth/login/',
      '/auth/sign-up/following/league/$leagueId/followed/',
      '/payment/success/',
      '/redirect/events/$referenceId/',
      '/club/',
      '/open-app/',
    ]) {
      expect(surveyDueAt(inputs({ routeId }), start), routeId).toBeNull();
    }
    expect(surveyDueAt(inputs({ routeId: '/home/' }), start)).not.toBeNull();
  });
});

describe('survey scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  it('shows after 20 s, counted across pages that allow it', () => {
    const show = vi.fn();
    const scheduler = createSurveyScheduler(browserClock, show);
    scheduler.update(inputs());
    vi.advanceTimersByTime(15_000);
    scheduler.update(inputs({ routeId: '/live/' }));
    vi.advanceTimersByTime(4_999);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('is cancelled by a suppressed route and by sign-out, and starts over after them', () => {
    const show = vi.fn();
    const scheduler = createSurveyScheduler(browserClock, show);
    scheduler.update(inputs());
    vi.advanceTimersByTime(19_000);
    scheduler.update(inputs({ routeId: '/payment/processing/' }));
    vi.advanceTimersByTime(60_000);
    expect(show).not.toHaveBeenCalled();
    scheduler.update(inputs());
    vi.advanceTimersByTime(19_000);
    scheduler.update(inputs({ user: null }));
    vi.advanceTimersByTime(60_000);
    expect(show).not.toHaveBeenCalled();
    scheduler.update(inputs());
    vi.advanceTimersByTime(20_000);
    expect(show).toHaveBeenCalledTimes(1);
    scheduler.cancel();
  });

  it('after "later" comes back once 1440 minutes have passed, and not twice at once', () => {
    const show = vi.fn();
    const scheduler = createSurveyScheduler(browserClock, show);
    scheduler.update(inputs());
    vi.advanceTimersByTime(20_000);
    expect(show).toHaveBeenCalledTimes(1);
    // While the dialog is open nothing else is planned, whatever changes.
    scheduler.update(inputs({ routeId: '/live/' }));
    vi.advanceTimersByTime(60_000);
    expect(show).toHaveBeenCalledTimes(1);
    scheduler.dialogEnded();
    scheduler.update(inputs({}, record({ skipped: new Date(Date.now()).toISOString() })));
    vi.advanceTimersByTime(1439 * minute);
    expect(show).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(minute);
    expect(show).toHaveBeenCalledTimes(2);
  });

  it('stays away once the survey was submitted', () => {
    const show = vi.fn();
    const scheduler = createSurveyScheduler(browserClock, show);
    scheduler.update(inputs({}, record({ submitted: new Date(start - day).toISOString() })));
    vi.advanceTimersByTime(30 * day);
    expect(show).not.toHaveBeenCalled();
  });

  it('reaches an instant further off than a browser timer in steps', () => {
    const show = vi.fn();
    const scheduler = createSurveyScheduler(browserClock, show);
    const young = { added: new Date(start).toISOString(), options: {} };
    scheduler.update(inputs({ user: young }));
    vi.advanceTimersByTime(7 * day - 1);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledTimes(1);
  });
});
