import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Link } from '../Link';

/** How an {@link ActionLink} looks: as a primary or a secondary button. */
export const ACTION_LINK_VARIANTS = ['primary', 'secondary'] as const;
/** One of {@link ACTION_LINK_VARIANTS}. */
export type ActionLinkVariant = (typeof ACTION_LINK_VARIANTS)[number];

/** Props of {@link ActionLink}. */
export interface ActionLinkProps {
  /** Where the action goes when it is allowed. */
  href: string;
  /** The action is refused: a disabled button that says why, instead of the link. */
  isDisabled?: boolean;
  /**
   * The id of the text that says why the action is refused, read with the disabled button (the rule's words,
   * such as 'Rescheduling closes 24 hours before the session'). Give one whenever `isDisabled` can be true.
   */
  reasonId?: string | undefined;
  variant?: ActionLinkVariant;
  /** The action's name when its text alone would be ambiguous in a list: 'Reschedule Session 8 on 24/11/2026'. */
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * An action that leads to a page of its own (reschedule, cancel): a link that looks like a button while it is
 * allowed, and a disabled button described by the reason while it is refused, so a person always sees the action
 * and hears why it cannot be taken now.
 */
export function ActionLink({
  href,
  isDisabled = false,
  reasonId,
  variant = 'secondary',
  'aria-label': ariaLabel,
  children,
}: ActionLinkProps) {
  if (isDisabled) {
    return (
      <Button variant={variant} isDisabled aria-label={ariaLabel} aria-describedby={reasonId}>
        {children}
      </Button>
    );
  }
  return (
    <Link
      href={href}
      variant={variant === 'primary' ? 'primaryButton' : 'secondaryButton'}
      aria-label={ariaLabel}
    >
      {children}
    </Link>
  );
}
