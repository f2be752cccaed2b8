// The browsers' autoplay policy: a video may not start with sound before the viewer has
// interacted with the page, but it may start muted. The player tries with sound, then muted
// (the viewer unmutes with one click), and only then asks for a gesture.

/** How a start ended: playing, waiting for the viewer's gesture, or refused for another reason. */
export type PlayOutcome = 'playing' | 'needs-gesture' | 'refused';

export async function playAllowingMute(video: HTMLVideoElement): Promise<PlayOutcome> {
  try {
    await video.play();
    return 'playing';
  } catch (error) {
    // Another refusal (the source went away, a newer load interrupted it) is not a policy matter.
    if ((error as { name?: string }).name !== 'NotAllowedError') return 'refused';
  }
  if (video.muted) return 'needs-gesture';
  video.muted = true;
  try {
    await video.play();
    return 'playing';
  } catch {
    return 'needs-gesture';
  }
}
