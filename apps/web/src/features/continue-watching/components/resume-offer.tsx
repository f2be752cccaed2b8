// Offers to continue a video from where the viewer left it, until they do or play past it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../lib/i18n/format';
import { Button } from '../../../ui/button';
import { useWatchPosition } from '../api/get-watch-position';

export interface ResumeOfferProps {
  videoId: string;
  currentTime: number;
  seek: (to: number) => void;
}

export function ResumeOffer({ videoId, currentTime, seek }: ResumeOfferProps) {
  const { t } = useTranslation();
  const position = useWatchPosition(videoId).data ?? null;
  const [done, setDone] = useState(false);
  if (position === null || done || currentTime >= position) return null;
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-surface p-4 ring-1 ring-line"
      role="status"
      data-testid="resume-offer"
    >
      <p className="text-sm text-fg">
        {t('personal.resume.text', { time: formatDuration(position) })}
      </p>
      <Button
        size="small"
        onClick={() => {
          seek(position);
          setDone(true);
        }}
        data-testid="resume-button"
      >
        {t('personal.resume.action', { time: formatDuration(position) })}
      </Button>
    </div>
  );
}
