import { lazy, Suspense } from 'react';

const LanguageMenu = lazy(() =>
  import('./LanguageMenu').then((module) => ({ default: module.LanguageMenu })),
);

/**
 * The language menu in the frames' logo bar. Its code (react-aria's
 * menu) arrives beside the page's rather than before it, as Larger text's does.
 */
export function HeaderLanguageMenu() {
  return (
    <Suspense fallback={null}>
      <LanguageMenu />
    </Suspense>
  );
}
