// Rename and remove one of the viewer's own tags: beside its marker on the seek bar and in the
// list of their tags. Both change the list at once and put it back with an error toast when the
// server refuses (spec §8). Escape leaves the rename without saving.
import type { Tag } from '@touchline/contract/entities/tag';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { notify } from '../../../ui/notify';
import { useRemoveTags } from '../api/remove-tags';
import { useUpdateTag } from '../api/update-tag';
import { renameBody } from '../lib/tag-cache';

export interface TagActionsProps {
  tag: Tag;
  live: boolean;
  /** On the player's dark seek bar rather than the page. */
  onPlayer?: boolean;
}

export function TagActions({ tag, live, onPlayer = false }: TagActionsProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const update = useUpdateTag(tag.targetId);
  const remove = useRemoveTags(tag.targetId);
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(tag.title);
  const button = clsx(
    'h-7 rounded-md px-2 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-brand',
    onPlayer ? 'bg-black/75 text-white hover:bg-brand' : 'bg-surface-2 text-fg hover:bg-line',
  );

  const rename = () => {
    const next = title.trim();
    setEditing(false);
    if (next === '' || next === tag.title) return;
    update.mutate(renameBody(tag, next, live), {
      onError: (error) => notify.danger(errorText(error)),
    });
  };

  if (editing) {
    return (
      <form
        className="flex items-center gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          rename();
        }}
        data-testid="tag-rename-form"
      >
        <input
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            // The player (or a dialog) around it would take Escape otherwise.
            event.stopPropagation();
            setEditing(false);
          }}
          maxLength={120}
          required
          autoFocus
          aria-label={t('personal.tags.newName', { title: tag.title })}
          className={clsx(
            'h-7 w-36 rounded-md border px-2 text-xs',
            onPlayer
              ? 'border-white/40 bg-black/75 text-white'
              : 'border-line bg-surface-2 text-fg',
          )}
          data-testid="tag-rename-input"
        />
        <button type="submit" className={button} data-testid="tag-rename-save">
          {t('personal.tags.saveName')}
        </button>
        <button
          type="button"
          className={button}
          onClick={() => setEditing(false)}
          data-testid="tag-rename-cancel"
        >
          {t('personal.tags.cancel')}
        </button>
      </form>
    );
  }
  return (
    <div className="flex items-center gap-1" role="group" aria-label={tag.title}>
      <button
        type="button"
        className={button}
        onClick={() => {
          setTitle(tag.title);
          setEditing(true);
        }}
        aria-label={t('personal.tags.edit', { title: tag.title })}
        data-testid="tag-edit"
      >
        {t('personal.tags.editShort')}
      </button>
      <button
        type="button"
        className={button}
        onClick={() =>
          remove.mutate([tag.id], { onError: (error) => notify.danger(errorText(error)) })
        }
        aria-label={t('personal.tags.remove', { title: tag.title })}
        data-testid="tag-remove"
      >
        {t('personal.tags.removeShort')}
      </button>
    </div>
  );
}
