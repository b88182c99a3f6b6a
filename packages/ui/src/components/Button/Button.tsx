import type { ReactNode } from 'react';
import { Button as AriaButton, type PressEvent } from 'react-aria-components';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

/** Button looks: primary for the main action, secondary beside it, tertiary for quiet actions, danger to delete. */
export const BUTTON_VARIANTS = ['primary', 'secondary', 'tertiary', 'danger'] as const;
/** One of {@link BUTTON_VARIANTS}. */
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

/** Props of {@link Button}. */
export interface ButtonProps {
  children: ReactNode;
  variant?: ButtonVariant;
  type?: 'button' | 'submit' | 'reset';
  /** Shows a spinner and ignores presses while an action runs; the button keeps its name. */
  isLoading?: boolean;
  isDisabled?: boolean;
  fullWidth?: boolean;
  onPress?: (event: PressEvent) => void;
  /** An icon before the text; decorative. */
  icon?: ReactNode;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-haspopup'?: boolean | 'dialog' | 'menu';
  autoFocus?: boolean;
  form?: string;
  name?: string;
  value?: string;
  slot?: string;
}

/** A button: presses by mouse, touch, Enter and Space, with a visible focus ring. */
export function Button({
  children,
  variant = 'primary',
  type = 'button',
  isLoading = false,
  isDisabled = false,
  fullWidth = false,
  icon,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      type={type}
      isDisabled={isDisabled}
      isPending={isLoading}
      className={styles.button({ variant, fullWidth })}
    >
      {isLoading ? <Spinner size="small" /> : icon ? <span aria-hidden="true">{icon}</span> : null}
      <span className={styles.label}>{children}</span>
    </AriaButton>
  );
}
