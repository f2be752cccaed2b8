// The highlight cut form: a title, and a tag of the game or in/out marks in seconds. The marks are
// checked against the contract's rules and the recording's length, so the form refuses what the
// API would before anything is queued.
import {
  createHighlightBody,
  highlightMaxSeconds,
  highlightMinSeconds,
  type CreateHighlightBody,
} from '@touchline/contract/calls/admin-media';
import { z } from 'zod';
import { accepted } from './field-rules';

export interface HighlightFormValues {
  title: string;
  mode: 'tag' | 'marks';
  tagId: string;
  inSeconds: string;
  outSeconds: string;
}

export const emptyHighlight = (mode: HighlightFormValues['mode']): HighlightFormValues => ({
  title: '',
  mode,
  tagId: '',
  inSeconds: '',
  outSeconds: '',
});

/** A mark as typed: seconds, with a decimal point or comma. */
const secondsOf = (value: string) => {
  const trimmed = value.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : null;
};

/** The form's checks for a recording of `durationSeconds` (unknown: the server checks the end). */
export const highlightFormSchema = (durationSeconds: number | null) =>
  z
    .object({
      title: z
        .string()
        .trim()
        .min(1, 'required')
        .refine(accepted(createHighlightBody.shape.title), 'tooLong'),
      mode: z.enum(['tag', 'marks']),
      tagId: z.string(),
      inSeconds: z.string(),
      outSeconds: z.string(),
    })
    .superRefine((values, context) => {
      if (values.mode === 'tag') {
        if (values.tagId === '')
          context.addIssue({ code: 'custom', path: ['tagId'], message: 'chooseTag' });
        return;
      }
      const marks = { in: secondsOf(values.inSeconds), out: secondsOf(values.outSeconds) };
      if (marks.in === null)
        context.addIssue({ code: 'custom', path: ['inSeconds'], message: 'seconds' });
      if (marks.out === null)
        context.addIssue({ code: 'custom', path: ['outSeconds'], message: 'seconds' });
      if (marks.in === null || marks.out === null) return;
      const length = marks.out - marks.in;
      if (length < highlightMinSeconds || length > highlightMaxSeconds)
        context.addIssue({ code: 'custom', path: ['outSeconds'], message: 'outAfterIn' });
      else if (durationSeconds !== null && marks.out > durationSeconds)
        context.addIssue({ code: 'custom', path: ['outSeconds'], message: 'beyondEnd' });
    });

export function toCreateHighlight(values: HighlightFormValues): CreateHighlightBody {
  const title = values.title.trim();
  if (values.mode === 'tag') return { title, tagId: values.tagId };
  return {
    title,
    inSeconds: secondsOf(values.inSeconds) ?? 0,
    outSeconds: secondsOf(values.outSeconds) ?? 0,
  };
}

/** `75.5` → `1:15.5`: marks and lengths as the console shows them. */
export function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  const tenths = Math.round((seconds - whole) * 10);
  const rest = tenths > 0 && tenths < 10 ? `.${tenths}` : '';
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}${rest}`;
}
