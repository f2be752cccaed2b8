// The viewer's own tags of this video, under the player: each goes to its moment, and can be
// renamed or removed (as from its marker on the seek bar).
import type { Tag } from '@touchline/contract/entities/tag';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../lib/i18n/format';
import { TagActions } from './tag-actions';

export interface OwnTagsProps {
  tags: readonly Tag[];
  live: boolean;
  seek: (to: number) => void;
}

export function OwnTags({ tags, live, seek }: OwnTagsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      className="rounded-xl bg-surface p-4 ring-1 ring-line"
      aria-labelledby={headingId}
      data-testid="own-tags"
    >
      <h2 id={headingId} className="text-sm font-semibold text-fg">
        {t('personal.tags.mine')}
      </h2>
      {tags.length === 0 ? (
        <p className="mt-1 text-xs text-fg-muted" data-testid="own-tags-empty">
          {t('personal.tags.mineEmpty')}
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {[...tags]
            .sort((a, b) => a.startTime - b.startTime)
            .map((tag) => (
              <li
                key={tag.id}
                className="flex flex-wrap items-center gap-2 py-2"
                data-testid="own-tag"
                data-tag-id={tag.id}
              >
                <button
                  type="button"
                  className="flex min-w-0 flex-1 items-center gap-2 rounded text-start text-sm text-fg hover:underline focus-visible:outline-2 focus-visible:outline-brand"
                  onClick={() => seek(tag.startTime)}
                  aria-label={t('personal.tags.seekTo', {
                    title: tag.title,
                    time: formatDuration(tag.startTime),
                  })}
                >
                  <span
                    aria-hidden="true"
                    className="size-2.5 shrink-0 rounded-full bg-accent"
                    style={{ backgroundColor: tag.tagTeam?.color ?? undefined }}
                  />
                  <span className="text-xs text-fg-muted tabular-nums">
                    {formatDuration(tag.startTime)}
                  </span>
                  {tag.playerNumber && (
                    <span className="text-xs font-semibold">{tag.playerNumber}</span>
                  )}
                  <span className="truncate" data-testid="own-tag-title">
                    {tag.title}
                  </span>
                </button>
                <TagActions tag={tag} live={live} />
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
