import { Button as AriaButton } from 'react-aria-components';
import * as styles from './CloseButton.css';

/** Props of {@link CloseButton}. */
export interface CloseButtonProps {
  /** The accessible name, e.g. 'Close' or 'Dismiss'. */
  label: string;
  onPress?: () => void;
  /** 'close' lets a react-aria Dialog or Toast wire the press to closing it. */
  slot?: string;
}

/** A square icon button with a cross, at least a touch target in size, named for screen readers. */
export function CloseButton({ label, onPress, slot }: CloseButtonProps) {
  return (
    <AriaButton aria-label={label} onPress={onPress} slot={slot} className={styles.closeButton}>
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </AriaButton>
  );
}
