// The last resort when neither an image nor the fallback image loads (spec §8): drawn inline so
// it cannot fail to load itself.
export function PlaceholderIllustration({ label }: { label: string }) {
  const labelled = label !== '';
  return (
    <svg
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      className="size-full bg-surface-2 text-fg-subtle"
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? label : undefined}
      aria-hidden={labelled ? undefined : true}
      data-testid="image-placeholder"
    >
      <g fill="none" stroke="currentColor" strokeWidth="4" strokeLinejoin="round" opacity="0.55">
        <rect x="124" y="58" width="72" height="56" rx="8" />
        <circle cx="146" cy="78" r="7" />
        <path d="M128 108l22-20 14 12 10-8 20 16" />
      </g>
    </svg>
  );
}
