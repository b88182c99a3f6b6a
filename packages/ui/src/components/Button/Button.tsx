import type { ReactNode } from 'react';
import { Button as AriaButton, type HoverEvent, type PressEvent } from 'react-aria-components';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

/** Button looks: primary for the main action, secondary beside it, tertiary for quiet actions, danger to delete. */
export const BUTTON_VARIANTS = ['primary', 'secondary', 'tertiary', 'danger'] as const;
/** One of {@link BUTTON_VARIANTS}. */
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

interface ButtonBaseProps {
  /** The element's id, for a button that others name (one action shown in turn in two places keeps one id). */
  id?: string;
  variant?: ButtonVariant;
  type?: 'button' | 'submit' | 'reset';
  /** Shows a spinner and ignores presses while an action runs; the button keeps its name. */
  isLoading?: boolean;
  isDisabled?: boolean;
  fullWidth?: boolean;
  onPress?: (event: PressEvent) => void;
  'aria-describedby'?: string;
  'aria-haspopup'?: boolean | 'dialog' | 'menu';
  /** Whether what the button opens is open, for a button that opens a drawer or a disclosure. */
  'aria-expanded'?: boolean;
  /** Called when a pointer rests on the button: the moment to fetch what it opens, if that is loaded on demand. */
  onHoverStart?: (event: HoverEvent) => void;
  onFocus?: () => void;
  autoFocus?: boolean;
  form?: string;
  name?: string;
  value?: string;
  slot?: string;
}

/** A button with a visible text, and optionally an icon before it. */
export interface TextButtonProps extends ButtonBaseProps {
  children: ReactNode;
  /** An icon before the text, such as `<Icon icon={CalendarIcon} />`; decorative. */
  icon?: ReactNode;
  'aria-label'?: string;
}

/** A button that shows only an icon: its name for screen readers is required. */
export interface IconButtonProps extends ButtonBaseProps {
  children?: never;
  /** The icon, such as `<Icon icon={MenuIcon} />`; decorative, the button carries the name. */
  icon: ReactNode;
  /** What the button does, such as 'Menu' or 'Close'; read by screen readers and voice control. */
  'aria-label': string;
}

/** Props of {@link Button}: with a text, or icon-only with an `aria-label`. */
export type ButtonProps = TextButtonProps | IconButtonProps;

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
  const isIconOnly = children === undefined;
  return (
    <AriaButton
      {...props}
      type={type}
      isDisabled={isDisabled}
      isPending={isLoading}
      className={styles.button({ variant, fullWidth, iconOnly: isIconOnly })}
    >
      {isLoading ? (
        <Spinner size="small" />
      ) : icon ? (
        <span aria-hidden="true" className={styles.icon}>
          {icon}
        </span>
      ) : null}
      {isIconOnly ? null : <span className={styles.label}>{children}</span>}
    </AriaButton>
  );
}
