// What shows over a playing ad: that it is an ad, its countdown, the advertiser link and the
// skip button once the VAST allows skipping.
import { useTranslation } from 'react-i18next';
import type { PrerollView } from './use-preroll';

export function PrerollOverlay({ preroll }: { preroll: PrerollView }) {
  const { t } = useTranslation();
  const { state, ad } = preroll;
  if (preroll.done || !state || !ad) return null;
  const left = Math.max(0, Math.ceil(state.duration - state.currentTime));
  return (
    <div className="pointer-events-none absolute inset-0 z-20" data-testid="preroll">
      <p className="absolute start-3 top-3 rounded-md bg-black/70 px-2 py-1 text-xs font-semibold text-white">
        {t('player.ad.label')}
        {state.duration > 0 && (
          <span className="ms-1 tabular-nums text-white/80">
            {t('player.ad.endsIn', { seconds: left })}
          </span>
        )}
      </p>
      {ad.clickThrough && (
        <a
          href={ad.clickThrough}
          target="_blank"
          rel="noopener noreferrer"
          className="pointer-events-auto absolute end-3 top-3 rounded-md bg-black/70 px-2.5 py-1 text-xs font-semibold text-white hover:bg-black/85"
        >
          {t('player.ad.learnMore')}
        </a>
      )}
      {state.skipIn !== null && (
        <button
          type="button"
          onClick={preroll.skip}
          disabled={state.skipIn > 0}
          className="pointer-events-auto absolute end-0 bottom-16 rounded-s-md border border-e-0 border-white/30 bg-black/75 px-4 py-2.5 text-sm font-semibold text-white enabled:hover:bg-black/90 disabled:cursor-default"
          data-testid="preroll-skip"
        >
          {state.skipIn > 0
            ? t('player.ad.skipIn', { seconds: state.skipIn })
            : t('player.ad.skip')}
        </button>
      )}
    </div>
  );
}
