// The player's keyboard shortcuts, active while focus is inside the player.

export type PlayerKeyAction =
  | { type: 'toggle-play' }
  | { type: 'seek'; by: number }
  | { type: 'fullscreen' }
  | { type: 'mute' }
  | { type: 'captions' };

export const seekStep = 5;

/** Keys typed into a control that owns them (a slider, a menu) are left to that control. */
export function playerKeyAction(
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey'>,
  target: { tagName: string; role: string | null },
  rtl = false,
): PlayerKeyAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const ownsKeys =
    target.tagName === 'INPUT' ||
    target.tagName === 'SELECT' ||
    target.tagName === 'TEXTAREA' ||
    target.role === 'menuitem' ||
    target.role === 'menuitemradio' ||
    target.role === 'slider';
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (event.key) {
    case ' ':
      // Space on a focused button presses that button.
      return ownsKeys || target.tagName === 'BUTTON' ? null : { type: 'toggle-play' };
    case 'k':
    case 'K':
      return ownsKeys ? null : { type: 'toggle-play' };
    case forward:
      return ownsKeys ? null : { type: 'seek', by: seekStep };
    case back:
      return ownsKeys ? null : { type: 'seek', by: -seekStep };
    case 'f':
    case 'F':
      return ownsKeys ? null : { type: 'fullscreen' };
    case 'm':
    case 'M':
      return ownsKeys ? null : { type: 'mute' };
    case 'c':
    case 'C':
      return ownsKeys ? null : { type: 'captions' };
    default:
      return null;
  }
}
