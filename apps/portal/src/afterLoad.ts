import { useEffect, useState } from 'react';

/**
 * Runs `task` once the page has loaded and the browser is idle, so that what it fetches never competes with
 * the first paint: on a slow phone every request made before it delays it. Returns a function that cancels it.
 */
export function afterLoad(task: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(task) : window.setTimeout(task, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/** Whether {@link afterLoad} has come: false until the page has loaded and the browser was idle once. */
export function useAfterLoad(): boolean {
  const [hasLoaded, setLoaded] = useState(false);
  useEffect(
    () =>
      afterLoad(() => {
        setLoaded(true);
      }),
    [],
  );
  return hasLoaded;
}
