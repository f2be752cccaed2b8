// Sharing one of the viewer's clips: sharing opens its event page to anyone with the link (under
// its game's entitlement: a clip of a paid game plays only for viewers who may watch the game);
// the link can be copied, and sharing stopped, which closes the link again.
import type { Event } from '@touchline/contract/entities/event';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { Button } from '../../../ui/button';
import { notify } from '../../../ui/notify';
import { useUpdateClip } from '../api/update-clip';

/** The clip's page, where anyone with the link watches it. */
export const clipShareLink = (origin: string, clipId: string) =>
  `${origin}/events/${encodeURIComponent(clipId)}/`;

export function ClipShare({ clip }: { clip: Event }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const update = useUpdateClip();
  const [copied, setCopied] = useState(false);
  const onError = (error: unknown) => notify.danger(errorText(error));
  const share = (shared: boolean) => update.mutate({ id: clip.id, shared }, { onError });

  if (!clip.shared) {
    return (
      <Button
        size="small"
        kind="secondary"
        disabled={update.isPending}
        onClick={() => share(true)}
        data-testid="share-clip"
      >
        {t('personal.clips.share')}
      </Button>
    );
  }
  const link = clipShareLink(window.location.origin, clip.id);
  return (
    <div className="flex w-full flex-wrap items-center gap-2" data-testid="clip-shared">
      <input
        readOnly
        value={link}
        aria-label={t('personal.clips.shareLink', { title: clip.title })}
        onFocus={(event) => event.currentTarget.select()}
        className="h-9 min-w-0 flex-1 rounded-lg border border-line bg-surface-2 px-3 text-sm text-fg"
        data-testid="share-link"
      />
      <Button
        size="small"
        kind="secondary"
        onClick={() => {
          void navigator.clipboard?.writeText(link).then(
            () => {
              setCopied(true);
              // The spec's clipboard feedback lasts 1500 ms.
              window.setTimeout(() => setCopied(false), 1500);
            },
            () => notify.danger(t('personal.clips.copyFailed')),
          );
        }}
      >
        {copied ? t('personal.clips.copied') : t('personal.clips.copyLink')}
      </Button>
      <Button
        size="small"
        kind="secondary"
        outline
        disabled={update.isPending}
        onClick={() => share(false)}
        data-testid="unshare-clip"
      >
        {t('personal.clips.stopSharing')}
      </Button>
    </div>
  );
}
