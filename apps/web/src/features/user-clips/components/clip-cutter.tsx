// Cutting a clip from the player: mark in and out at the current position (buttons, or I and O
// while focus is in the cutter), or by dragging the marks the player draws on its seek bar
// (pointer, touch, or arrow keys on them), preview from the in mark, name it and save. The clip plays at
// once from /selected/clips/ (its own playlist over the game's segments). From a live game the
// marks are moments of its replay (DVR) window, as seconds since the game's start.
import { paidGameClipSeconds } from '@touchline/contract/constants';
import { clipMaxSeconds } from '@touchline/contract/entities/clip';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http/api-error';
import { formatDuration } from '../../../lib/i18n/format';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { Button } from '../../../ui/button';
import { notify } from '../../../ui/notify';
import { useCreateClip } from '../api/create-clip';

export interface ClipCutterProps {
  eventId: string;
  /** Seconds into the video, from the player. */
  currentTime: number;
  seek: (to: number) => void;
  /** A live game: when it started (ms) and the wall clock of the playing position. */
  live?: { startsAt: number; playingDate: () => number | null };
  /** Has the player draw the marks on its seek bar (null: none); dragging one there moves it. */
  showMarks?: (marks: ShownMarks | null) => void;
}

/** The marks as the player draws them: its own time (seconds into the stream). */
export interface ShownMarks {
  start: number | null;
  end: number | null;
  onMove: (edge: 'start' | 'end', to: number) => void;
}

/** A mark: what is saved (seconds into the video, or since a live game's start) and where the
 *  player was, for the preview. */
interface Mark {
  at: number;
  player: number;
}

// Whole tenths, as the seek bar steps; the server keeps milliseconds.
const tenths = (seconds: number) => Math.max(0, Math.round(seconds * 10) / 10);

/** Why the marks cannot be saved yet, as a translation key; null when they can. */
export function marksProblem(markIn: number | null, markOut: number | null): string | null {
  if (markIn === null || markOut === null) return 'personal.clips.needMarks';
  if (markOut <= markIn) return 'personal.clips.outBeforeIn';
  if (markOut - markIn > clipMaxSeconds) return 'personal.clips.tooLong';
  return null;
}

export function ClipCutter({ eventId, currentTime, seek, live, showMarks }: ClipCutterProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const create = useCreateClip();
  const [markIn, setMarkIn] = useState<Mark | null>(null);
  const [markOut, setMarkOut] = useState<Mark | null>(null);
  const [title, setTitle] = useState('');
  const problem = marksProblem(markIn?.at ?? null, markOut?.at ?? null);
  /** A mark at a position of the player; live, dated from the playing position's wall clock. */
  const markAt = (player: number): Mark | null => {
    if (!live) return { at: tenths(player), player };
    const date = live.playingDate();
    if (date === null) return null;
    const dated = date - (currentTime - player) * 1000;
    return { at: tenths((dated - live.startsAt) / 1000), player };
  };
  const here = () => markAt(currentTime);

  // A mark dragged on the seek bar: the handler reads the newest position and marks.
  const move = useRef<ShownMarks['onMove']>(() => undefined);
  useLayoutEffect(() => {
    move.current = (edge, to) => {
      const mark = markAt(to);
      if (!mark) return;
      if (edge === 'start') setMarkIn(mark);
      else setMarkOut(mark);
    };
  });
  const shownIn = markIn?.player ?? null;
  const shownOut = markOut?.player ?? null;
  useEffect(() => {
    if (!showMarks) return;
    showMarks(
      shownIn === null && shownOut === null
        ? null
        : { start: shownIn, end: shownOut, onMove: (edge, to) => move.current(edge, to) },
    );
  }, [showMarks, shownIn, shownOut]);
  useEffect(() => () => showMarks?.(null), [showMarks]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).tagName === 'INPUT') return;
    if (event.key === 'i' || event.key === 'I') setMarkIn(here());
    else if (event.key === 'o' || event.key === 'O') setMarkOut(here());
    else return;
    event.preventDefault();
  };

  const save = () => {
    if (problem || markIn === null || markOut === null) return;
    create.mutate(
      { title: title.trim(), event: eventId, startTime: markIn.at, endTime: markOut.at },
      {
        onSuccess: (clip) => {
          notify.success(t('personal.clips.saved', { title: clip.title }));
          setMarkIn(null);
          setMarkOut(null);
          setTitle('');
        },
        // A conflict: the viewer's clips already keep as much of this paid game as they may.
        onError: (error) =>
          notify.danger(
            error instanceof ApiError && error.messageCode === 'conflict'
              ? t('personal.clips.paidLimit', { minutes: paidGameClipSeconds / 60 })
              : errorText(error),
          ),
      },
    );
  };

  return (
    <section
      className="rounded-xl bg-surface p-4 ring-1 ring-line"
      aria-labelledby="clip-cutter-title"
      onKeyDown={onKeyDown}
      data-testid="clip-cutter"
    >
      <h2 id="clip-cutter-title" className="text-sm font-semibold text-fg">
        {t('personal.clips.cutTitle')}
      </h2>
      <p className="mt-1 text-xs text-fg-muted">{t('personal.clips.cutHint')}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button
          size="small"
          kind="secondary"
          onClick={() => setMarkIn(here())}
          data-testid="mark-in"
        >
          {t('personal.clips.markIn')}
          {markIn !== null && <span className="tabular-nums">{formatDuration(markIn.at)}</span>}
        </Button>
        <Button
          size="small"
          kind="secondary"
          onClick={() => setMarkOut(here())}
          data-testid="mark-out"
        >
          {t('personal.clips.markOut')}
          {markOut !== null && <span className="tabular-nums">{formatDuration(markOut.at)}</span>}
        </Button>
        <Button
          size="small"
          kind="secondary"
          outline
          disabled={markIn === null}
          onClick={() => markIn !== null && seek(markIn.player)}
        >
          {t('personal.clips.preview')}
        </Button>
      </div>
      <form
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <label className="flex min-w-48 flex-1 flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('personal.clips.name')}
          <input
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            maxLength={120}
            required
            className="h-9 rounded-lg border border-line bg-surface-2 px-3 text-sm text-fg"
            data-testid="clip-title"
          />
        </label>
        <Button
          type="submit"
          size="small"
          disabled={problem !== null || title.trim() === '' || create.isPending}
          data-testid="save-clip"
        >
          {t('personal.clips.save')}
        </Button>
      </form>
      {problem && markIn !== null && markOut !== null && (
        <p className="mt-2 text-xs text-live" role="status">
          {t(problem, { max: clipMaxSeconds / 60 })}
        </p>
      )}
    </section>
  );
}
