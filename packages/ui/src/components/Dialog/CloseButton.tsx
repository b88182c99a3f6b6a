import { Button as AriaButton } from 'react-aria-components';
import { CloseIcon, Icon } from '../Icon';
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
      <Icon icon={CloseIcon} />
    </AriaButton>
  );
}
