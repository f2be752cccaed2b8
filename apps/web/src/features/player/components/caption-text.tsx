// The caption cues showing now, drawn by the player rather than the browser so that they rise
// above the control bar while it is visible instead of sitting under it.
import clsx from 'clsx';

export function CaptionText({
  cues,
  lang,
  raised,
}: {
  cues: readonly string[];
  lang: string | null;
  /** The controls are showing: keep clear of them. */
  raised: boolean;
}) {
  if (cues.length === 0) return null;
  return (
    <div
      className={clsx(
        'pointer-events-none absolute inset-x-0 z-10 flex justify-center px-4 transition-[bottom] duration-200',
        // Focus inside the player shows the controls too.
        raised
          ? 'bottom-20 sm:bottom-24'
          : 'bottom-5 group-focus-within:bottom-20 sm:bottom-8 sm:group-focus-within:bottom-24',
      )}
    >
      <p
        lang={lang ?? undefined}
        dir="auto"
        className="max-w-[min(90%,48rem)] rounded bg-black/75 px-2.5 py-1 text-center text-sm leading-snug font-medium whitespace-pre-line text-white sm:text-lg"
        data-testid="player-caption"
      >
        {cues.join('\n')}
      </p>
    </div>
  );
}
