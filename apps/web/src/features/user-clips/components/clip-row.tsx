// One of the viewer's clips in /selected/clips/: play it, rename it in place, or delete it.
import type { Event } from '@touchline/contract/entities/event';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../lib/i18n/format';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { Button } from '../../../ui/button';
import { notify } from '../../../ui/notify';
import { useDeleteClip } from '../api/delete-clip';
import { useUpdateClip } from '../api/update-clip';
import { ClipShare } from './clip-share';

export interface ClipRowProps {
  clip: Event;
  playing: boolean;
  onPlay: () => void;
}

export function ClipRow({ clip, playing, onPlay }: ClipRowProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const rename = useUpdateClip();
  const remove = useDeleteClip();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(clip.title);
  const onError = (error: unknown) => notify.danger(errorText(error));

  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-surface p-3 ring-1 ring-line"
      data-testid="user-clip"
      data-clip-id={clip.id}
      aria-current={playing ? 'true' : undefined}
    >
      {editing ? (
        <form
          className="flex min-w-0 flex-1 items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            rename.mutate(
              { id: clip.id, title: title.trim() },
              { onSuccess: () => setEditing(false), onError },
            );
          }}
        >
          <input
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            aria-label={t('personal.clips.name')}
            maxLength={120}
            required
            autoFocus
            className="h-9 min-w-0 flex-1 rounded-lg border border-line bg-surface-2 px-3 text-sm text-fg"
            data-testid="rename-input"
          />
          <Button type="submit" size="small" disabled={rename.isPending || title.trim() === ''}>
            {t('personal.clips.saveName')}
          </Button>
          <Button size="small" kind="secondary" onClick={() => setEditing(false)}>
            {t('personal.clips.cancel')}
          </Button>
        </form>
      ) : (
        <button
          type="button"
          onClick={onPlay}
          className="flex min-w-0 flex-1 flex-col items-start text-start hover:text-brand"
          data-testid="play-clip"
        >
          <span className="truncate font-semibold" data-testid="clip-name">
            {clip.title}
          </span>
          <span className="text-xs text-fg-muted tabular-nums">
            {formatDuration(clip.duration ?? 0)}
          </span>
        </button>
      )}
      {!editing && (
        <div className="flex gap-2">
          <Button
            size="small"
            kind="secondary"
            onClick={() => setEditing(true)}
            data-testid="rename-clip"
          >
            {t('personal.clips.rename')}
          </Button>
          <Button
            size="small"
            kind="danger"
            outline
            disabled={remove.isPending}
            onClick={() => remove.mutate(clip.id, { onError })}
            aria-label={t('personal.clips.deleteNamed', { title: clip.title })}
            data-testid="delete-clip"
          >
            {t('personal.clips.delete')}
          </Button>
        </div>
      )}
      {!editing && <ClipShare clip={clip} />}
    </li>
  );
}
