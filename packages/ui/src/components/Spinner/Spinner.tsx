import { ProgressBar } from 'react-aria-components';
import { useCatalogue } from '../LocaleProvider';
import * as styles from './Spinner.css';

/** Spinner sizes. */
export const SPINNER_SIZES = ['small', 'medium', 'large'] as const;
/** One of {@link SPINNER_SIZES}. */
export type SpinnerSize = (typeof SPINNER_SIZES)[number];

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** What is loading, for screen readers; defaults to the catalogue's 'Loading'. */
  label?: string;
  /** Show the label beside the spinner as well. */
  showLabel?: boolean;
  size?: SpinnerSize;
}

/** An indeterminate progress indicator, announced as a progress bar with a name. */
export function Spinner({ label: labelProp, showLabel = false, size = 'medium' }: SpinnerProps) {
  const catalogue = useCatalogue();
  const label = labelProp ?? catalogue.generic.loading;
  return (
    <ProgressBar isIndeterminate aria-label={label} className={styles.wrapper}>
      <span className={`${styles.spinner} ${styles.size[size]}`} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : null}
    </ProgressBar>
  );
}
