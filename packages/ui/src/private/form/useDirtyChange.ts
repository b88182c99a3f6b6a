import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormSubscribe } from 'react-hook-form';

/**
 * Tells `onDirtyChange` whether the form's values differ from those it opened with (react-hook-form's
 * `isDirty`), each time that changes: false at first, true once something is changed, false again once it is
 * changed back.
 */
export function useDirtyChange<TValues extends FieldValues>(
  subscribe: UseFormSubscribe<TValues>,
  onDirtyChange: ((isDirty: boolean) => void) | undefined,
): void {
  const reportRef = useRef(onDirtyChange);
  useEffect(() => {
    reportRef.current = onDirtyChange;
  });
  const isReporting = onDirtyChange !== undefined;

  useEffect(() => {
    if (!isReporting) return undefined;
    let last = false;
    return subscribe({
      formState: { isDirty: true },
      callback: ({ isDirty = false }) => {
        if (isDirty === last) return;
        last = isDirty;
        reportRef.current?.(isDirty);
      },
    });
  }, [isReporting, subscribe]);
}
