// Playback analytics (ADR 042): play and pause of the page's <video>, with the seconds watched
// since it started playing, and quality changes; each names the portal event being watched (the
// route's eventId). The page's playing video is also what the survey pauses (spec §4).
import { useParams } from '@tanstack/react-router';
import { analyticsEventNames } from '@touchline/contract/calls/telemetry';
import { useEffect } from 'react';
import { telemetry, type TelemetryProperties } from './telemetry';

let currentEventId: string | null = null;
let currentVideo: HTMLVideoElement | null = null;

/** The <video> of the page's player, if one is mounted. */
export const activeVideo = () => currentVideo;

/** A player call about the event being watched. */
export function trackPlayback(
  name: 'qualityChange' | 'play' | 'pause',
  properties: TelemetryProperties = {},
) {
  telemetry.track(analyticsEventNames[name], { eventId: currentEventId, ...properties });
}

/** Called once by the player with its <video>. */
export function usePlaybackTelemetry(video: HTMLVideoElement | null) {
  const params: { eventId?: string } = useParams({ strict: false });
  const eventId = params.eventId ?? null;
  useEffect(() => {
    if (!video) return;
    currentVideo = video;
    currentEventId = eventId;
    let startedAt: number | null = null;
    const stopped = () => {
      if (startedAt === null) return;
      const watchedSeconds = Math.round((performance.now() - startedAt) / 100) / 10;
      startedAt = null;
      trackPlayback('pause', { watchedSeconds, position: Math.round(video.currentTime) });
    };
    const playing = () => {
      if (startedAt !== null) return;
      startedAt = performance.now();
      trackPlayback('play', { position: Math.round(video.currentTime) });
    };
    video.addEventListener('playing', playing);
    video.addEventListener('pause', stopped);
    video.addEventListener('ended', stopped);
    return () => {
      stopped();
      video.removeEventListener('playing', playing);
      video.removeEventListener('pause', stopped);
      video.removeEventListener('ended', stopped);
      if (currentVideo === video) currentVideo = null;
    };
  }, [video, eventId]);
}
