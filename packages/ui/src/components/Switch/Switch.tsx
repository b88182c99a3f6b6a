import type { ReactNode } from 'react';
import { SwitchButton, SwitchField } from 'react-aria-components';
import * as styles from './Switch.css';

/** Props of {@link Switch}. */
export interface SwitchProps {
  /** The switch's label, such as 'Same as billing address'. */
  children: ReactNode;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (selected: boolean) => void;
  onBlur?: () => void;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  name?: string;
  /** The value submitted with a native form when on. */
  value?: string;
  'aria-label'?: string;
  id?: string;
}

/**
 * An on/off setting that takes effect at once, such as 'Same as billing address': a switch role with its
 * label beside it, a large target. Space toggles it.
 */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <SwitchField {...props}>
      <SwitchButton className={styles.switchLabel}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.knob} />
        </span>
        <span>{children}</span>
      </SwitchButton>
    </SwitchField>
  );
}
