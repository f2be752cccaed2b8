// The sonner toaster, loaded with the first toast so it stays out of the first page load.
import { toast as toastRules } from '@touchline/contract/constants';
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { markToasterMounted } from './toaster-state';

export interface ToasterProps {
  theme: 'light' | 'dark';
  dir: 'ltr' | 'rtl';
}

// Spec §9: 4000 ms, at the top, paused while hovered (sonner pauses on hover by default).
export default function SonnerToaster({ theme, dir }: ToasterProps) {
  // Runs after sonner's own effect has subscribed, so queued toasts are not lost.
  useEffect(() => markToasterMounted(), []);
  return (
    <Toaster
      position="top-center"
      duration={toastRules.durationMs}
      theme={theme}
      dir={dir}
      closeButton
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
