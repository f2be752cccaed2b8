// Fullscreen of an element and picture-in-picture of a video, following the browser's own state.
import { useEffect, useState } from 'react';

export function useFullscreen(element: HTMLElement | null) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const sync = () => setActive(element !== null && document.fullscreenElement === element);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [element]);
  const toggle = () => {
    if (!element) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void element.requestFullscreen?.().catch(() => {});
  };
  return { active, toggle };
}

export function usePictureInPicture(video: HTMLVideoElement | null) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (!video) return;
    const enter = () => setActive(true);
    const leave = () => setActive(false);
    video.addEventListener('enterpictureinpicture', enter);
    video.addEventListener('leavepictureinpicture', leave);
    return () => {
      video.removeEventListener('enterpictureinpicture', enter);
      video.removeEventListener('leavepictureinpicture', leave);
    };
  }, [video]);
  const available =
    typeof document !== 'undefined' &&
    'pictureInPictureEnabled' in document &&
    document.pictureInPictureEnabled;
  const toggle = () => {
    if (!video) return;
    if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => {});
    else void video.requestPictureInPicture().catch(() => {});
  };
  return { available, active, toggle };
}
