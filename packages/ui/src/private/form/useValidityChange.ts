import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormGetValues, UseFormSubscribe } from 'react-hook-form';

/**
 * Tells `onValidityChange` whether a form's values pass its schema: once on mount, again whenever a value
 * changes (typed, chosen or set by the form itself, such as a postal lookup's fill), and whenever one of
 * `deps` changes (something besides the values that the check reads). A wizard enables its Next with it while
 * the form's own buttons are hidden.
 *
 * `isValid` runs the schema itself rather than reading react-hook-form's `formState.isValid`: that flag ignores
 * errors set by hand (a postal code the lookup did not find) and is computed after a render, not with the change.
 */
export function useValidityChange<TValues extends FieldValues>(
  subscribe: UseFormSubscribe<TValues>,
  getValues: UseFormGetValues<TValues>,
  isValid: (values: TValues) => boolean,
  onValidityChange: ((isValid: boolean) => void) | undefined,
  deps: readonly unknown[] = [],
): void {
  const checkRef = useRef(isValid);
  const reportRef = useRef(onValidityChange);
  useEffect(() => {
    checkRef.current = isValid;
    reportRef.current = onValidityChange;
  });
  const isReporting = onValidityChange !== undefined;

  useEffect(() => {
    if (!isReporting) return undefined;
    const report = () => {
      reportRef.current?.(checkRef.current(getValues()));
    };
    report();
    return subscribe({ formState: { values: true }, callback: report });
    // `deps` are what the check reads besides the values: a change reports again.
  }, [isReporting, subscribe, getValues, ...deps]);
}
