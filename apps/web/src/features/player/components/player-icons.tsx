// Icons of the player controls, drawn like ui/icons.tsx (24x24, 1.8 stroke), decorative.
import { Icon as BaseIcon, type IconProps } from '../../../ui/icons';

/** The player's controls draw their icons a little larger than the rest of the interface. */
const Icon = (props: IconProps) => <BaseIcon width="22" height="22" {...props} />;

export const PlayGlyph = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 4.5v15l12.5-7.5z" fill="currentColor" />
  </Icon>
);
export const PauseGlyph = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 4.5h3.5v15H7zM13.5 4.5H17v15h-3.5z" fill="currentColor" stroke="none" />
  </Icon>
);
export const VolumeGlyph = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
    <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />
  </Icon>
);
export const MutedGlyph = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
    <path d="M16 9.5l5 5M21 9.5l-5 5" />
  </Icon>
);
export const FullscreenGlyph = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />
  </Icon>
);
export const ExitFullscreenGlyph = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5" />
  </Icon>
);
export const PipGlyph = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <rect x="12" y="11" width="7" height="6" rx="1" fill="currentColor" />
  </Icon>
);
export const QualityGlyph = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h10M18 7h2M4 17h2M10 17h10" />
    <circle cx="16" cy="7" r="2" />
    <circle cx="8" cy="17" r="2" />
  </Icon>
);
export const CaptionsGlyph = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M10.5 10.2a2.5 2.5 0 1 0 0 3.6M17.5 10.2a2.5 2.5 0 1 0 0 3.6" />
  </Icon>
);
export const PanoramaGlyph = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 6.5c6 2 12 2 18 0v11c-6-2-12-2-18 0z" />
  </Icon>
);
export const RewindGlyph = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 12a8 8 0 1 0 2.5-5.8M4 4v4.5h4.5" />
  </Icon>
);
