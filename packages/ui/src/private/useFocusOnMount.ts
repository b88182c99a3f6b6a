import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes focus when it mounts (or when `isEnabled` turns true), so a screen reader
 * announces it (a page title after an error or a route change). The element needs tabIndex={-1}.
 */
export function useFocusOnMount<T extends HTMLElement>(isEnabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (isEnabled) ref.current?.focus({ preventScroll: true });
  }, [isEnabled]);
  return ref;
}
