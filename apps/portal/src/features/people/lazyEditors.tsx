/**
 * The profile's forms, loaded on demand (see editors.tsx), each shown inside a section's Suspense with a quiet
 * spinner. `preloadEditors` fetches them ahead of the first Edit or Add, once the profile is on screen.
 */
import { Spinner } from '@careportal/ui';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';

const load = () => import('./editors');

export const PersonalDetailsEditor = lazy(() =>
  load().then((module) => ({ default: module.PersonalDetailsEditor })),
);
export const LovedOneForm = lazy(() => load().then((module) => ({ default: module.LovedOneForm })));
export const ProfileAddressForm = lazy(() =>
  load().then((module) => ({ default: module.ProfileAddressForm })),
);
export const EmergencyContactForm = lazy(() =>
  load().then((module) => ({ default: module.EmergencyContactForm })),
);

/** Where a form appears: a quiet spinner while its code is still on its way. */
export function EditorSlot({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner showLabel />}>{children}</Suspense>;
}

/** Fetches the forms when the browser is next idle, so Edit and Add open at once. */
export function usePreloadEditors(): void {
  useEffect(() => {
    const start = () => {
      load().catch(() => undefined);
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(start);
      return () => {
        cancelIdleCallback(id);
      };
    }
    const timer = setTimeout(start, 0);
    return () => {
      clearTimeout(timer);
    };
  }, []);
}
