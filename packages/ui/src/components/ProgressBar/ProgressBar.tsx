import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import * as styles from './ProgressBar.css';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** The visible label, e.g. 'Registration progress'. */
  label: string;
  value: number;
  /** Default 0. */
  minValue?: number;
  /** Default 100. */
  maxValue?: number;
  /** Text for the value, e.g. 'Step 2 of 5'; read by screen readers instead of a percentage. */
  valueLabel?: string;
  /** Show the value text beside the label. Default true. */
  showValueLabel?: boolean;
}

/**
 * A determinate progress bar with a visible label. For waiting without a known amount, use Spinner.
 */
export function ProgressBar({
  label,
  value,
  minValue = 0,
  maxValue = 100,
  valueLabel,
  showValueLabel = true,
}: ProgressBarProps) {
  return (
    <AriaProgressBar
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      valueLabel={valueLabel}
      className={styles.progressBar}
    >
      {({ percentage, valueText }) => (
        <>
          <div className={styles.labelRow}>
            <Label className={styles.label}>{label}</Label>
            {showValueLabel ? <span className={styles.value}>{valueText}</span> : null}
          </div>
          <div className={styles.track}>
            <div className={styles.fill} style={{ width: `${String(percentage ?? 0)}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
