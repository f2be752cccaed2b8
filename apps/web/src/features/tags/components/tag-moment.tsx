// Tags the moment the player is at: a name, and for viewers allowed to write global tags (the
// profile's canCreateGlobalTag) whether everyone watching sees it. The marker appears on the
// timeline once saved; clicking it seeks there.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../lib/i18n/format';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { useSession } from '../../../lib/session/session-store';
import { Button } from '../../../ui/button';
import { notify } from '../../../ui/notify';
import { useSaveTag } from '../api/save-tag';

export interface TagMomentProps {
  eventId: string;
  /** Seconds into the video, from the player. */
  currentTime: number;
  live: boolean;
}

export function TagMoment({ eventId, currentTime, live }: TagMomentProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const mayShare = useSession((state) => state.user?.canCreateGlobalTag === true);
  const save = useSaveTag();
  const [title, setTitle] = useState('');
  const [shared, setShared] = useState(false);
  const at = Math.max(0, Math.round(currentTime * 1000));

  return (
    <form
      className="flex flex-wrap items-end gap-2 rounded-xl bg-surface p-4 ring-1 ring-line"
      aria-label={t('personal.tags.title')}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          {
            targetId: eventId,
            title: title.trim(),
            startTime: at,
            endTime: at,
            type: 'user',
            global: mayShare && shared,
            mode: 'sync',
            playerColor: null,
            playerNumber: null,
            teamId: null,
            videoType: live ? 'live' : 'vod',
            streamName: 'hd',
          },
          {
            onSuccess: () => setTitle(''),
            onError: (error) => notify.danger(errorText(error)),
          },
        );
      }}
      data-testid="tag-moment"
    >
      <label className="flex min-w-48 flex-1 flex-col gap-1 text-xs font-medium text-fg-muted">
        {t('personal.tags.name', { time: formatDuration(currentTime) })}
        <input
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          maxLength={120}
          required
          className="h-9 rounded-lg border border-line bg-surface-2 px-3 text-sm text-fg"
          data-testid="tag-title"
        />
      </label>
      {mayShare && (
        <label className="flex h-9 items-center gap-2 text-sm text-fg">
          <input
            type="checkbox"
            checked={shared}
            onChange={(event) => setShared(event.currentTarget.checked)}
            data-testid="tag-global"
          />
          {t('personal.tags.global')}
        </label>
      )}
      <Button
        type="submit"
        size="small"
        disabled={save.isPending || title.trim() === ''}
        data-testid="save-tag"
      >
        {t('personal.tags.add')}
      </Button>
    </form>
  );
}
