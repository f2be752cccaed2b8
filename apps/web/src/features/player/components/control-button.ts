// The look of a control in the player bar: round, white on the video, a visible focus ring.
export const controlButton =
  'grid size-10 shrink-0 place-items-center rounded-full text-white transition hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-40 aria-pressed:text-accent';
