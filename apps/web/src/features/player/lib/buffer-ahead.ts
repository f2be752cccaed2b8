// How much of a stream the player fetches ahead of the position, before and after playback
// starts (ADR 068). hls.js sizes its buffer by bytes as well as seconds (60 MB), so on our
// low-bitrate renditions it would otherwise fetch up to its ceiling of 600 s: ten minutes of a
// game that is not playing (its autoplay refused by the browser, a data saver, a low-power mode),
// on a phone's data plan, each segment demuxed on the page's thread.
import type { HlsBufferAhead } from './hls-types';

/** Until playback starts: a few seconds make the first frame come as soon as it is asked for. */
export const beforePlayBuffer: HlsBufferAhead = { maxBufferLength: 4, maxMaxBufferLength: 4 };

/** Playing: hls.js's own defaults, which keep playback smooth through a network's ups and downs. */
export const playingBuffer: HlsBufferAhead = { maxBufferLength: 30, maxMaxBufferLength: 600 };

/** Once playback starts, hls.js fetches on to the playing buffer (it reads its config live). */
export function widenToPlaying(config: HlsBufferAhead): void {
  // hls.js lowers maxMaxBufferLength itself after a buffer-full error; never raise it back.
  if (config.maxBufferLength < playingBuffer.maxBufferLength) {
    config.maxBufferLength = playingBuffer.maxBufferLength;
    config.maxMaxBufferLength = playingBuffer.maxMaxBufferLength;
  }
}
