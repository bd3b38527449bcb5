/**
 * Where the preview overlay (preview-overlay.tsx) lives in the app: its code (the viewer, its
 * icons and dialog) loads the first time a file is previewed, and stays mounted after that.
 */
import { lazy, Suspense } from 'react';
import { useOpenedOnce } from './lazy-screens';
import { usePreview } from './preview';

const PreviewOverlay = lazy(() => import('./preview-overlay').then((m) => ({ default: m.PreviewOverlay })));

export function PreviewSlot() {
  if (!useOpenedOnce(usePreview() !== null)) return null;
  return (
    <Suspense fallback={null}>
      <PreviewOverlay />
    </Suspense>
  );
}
