// The toast host of the app; renders nothing until a toast is first asked for.
import { lazy, Suspense } from 'react';
import type { ToasterProps } from './toaster-sonner';
import { useToasterWanted } from './toaster-state';

const SonnerToaster = lazy(() => import('./toaster-sonner'));

export function Toaster(props: ToasterProps) {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}
