// Tags the moment the player is at: a name, optionally the team (its colour marks the tag) and
// the player's shirt number (drawn on the marker), and for viewers allowed to write global tags
// (the profile's canCreateGlobalTag) whether everyone watching sees it. The marker appears on the
// timeline once saved; clicking it seeks there.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../lib/i18n/format';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { useSession } from '../../../lib/session/session-store';
import { Button } from '../../../ui/button';
import { notify } from '../../../ui/notify';
import { useSaveTag } from '../api/save-tag';
import { playerColourOf } from '../lib/tag-cache';

/** A team playing in the video, which a tag may be about. */
export interface TagTeamChoice {
  id: string;
  name: string;
  color: string | null;
}

export interface TagMomentProps {
  eventId: string;
  /** Seconds into the video, from the player. */
  currentTime: number;
  live: boolean;
  /** The teams playing (none for a video without teams). */
  teams?: readonly TagTeamChoice[];
}

const noTeams: readonly TagTeamChoice[] = [];
const field = 'h-9 rounded-lg border border-line bg-surface-2 px-3 text-sm text-fg';

export function TagMoment({ eventId, currentTime, live, teams = noTeams }: TagMomentProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const mayShare = useSession((state) => state.user?.canCreateGlobalTag === true);
  const save = useSaveTag();
  const [title, setTitle] = useState('');
  const [shared, setShared] = useState(false);
  const [teamId, setTeamId] = useState('');
  const [number, setNumber] = useState('');
  const team = teams.find((choice) => choice.id === teamId) ?? null;
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
            playerColor: playerColourOf(team?.color),
            playerNumber: number.trim() === '' ? null : number.trim(),
            teamId: team?.id ?? null,
            videoType: live ? 'live' : 'vod',
            streamName: 'hd',
          },
          {
            onSuccess: () => {
              setTitle('');
              setNumber('');
            },
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
          className={field}
          data-testid="tag-title"
        />
      </label>
      {teams.length > 0 && (
        <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('personal.tags.team')}
          <select
            value={teamId}
            onChange={(event) => setTeamId(event.currentTarget.value)}
            className={field}
            data-testid="tag-team"
          >
            <option value="">{t('personal.tags.noTeam')}</option>
            {teams.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="flex w-24 flex-col gap-1 text-xs font-medium text-fg-muted">
        {t('personal.tags.playerNumber')}
        <input
          value={number}
          onChange={(event) => setNumber(event.currentTarget.value)}
          maxLength={8}
          inputMode="numeric"
          className={field}
          data-testid="tag-player-number"
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
