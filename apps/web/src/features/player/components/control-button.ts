// The look of a control in the player bar: round, white on the video, a visible focus ring, and
// at least 44 px square everywhere (a touch target a thumb can hit, WCAG 2.5.5).
export const controlButton =
  'grid size-11 shrink-0 place-items-center rounded-full text-white transition hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-40 aria-pressed:text-accent';
