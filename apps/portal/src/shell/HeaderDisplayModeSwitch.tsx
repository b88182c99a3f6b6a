import { lazy, Suspense } from 'react';

const DisplayModeSwitch = lazy(() =>
  import('./DisplayModeSwitch').then((module) => ({ default: module.DisplayModeSwitch })),
);

/**
 * "Larger text" in a page's top bar (the frames' logo bar, the eGIRO landing page's own). Its code (react-aria's
 * switch, 5 kB) arrives beside the page's rather than before it; it then takes its place at the start of the
 * bar's end, where nothing else moves.
 */
export function HeaderDisplayModeSwitch({ id = 'header-larger-text' }: { id?: string }) {
  return (
    <Suspense fallback={null}>
      <DisplayModeSwitch id={id} />
    </Suspense>
  );
}
