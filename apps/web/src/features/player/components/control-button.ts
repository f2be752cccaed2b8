// The look of a control in the player bar: round, white on the video, a visible focus ring; a
// little smaller on phones so the whole bar fits one row.
export const controlButton =
  'grid size-9 shrink-0 sm:size-10 place-items-center rounded-full text-white transition hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-40 aria-pressed:text-accent';
