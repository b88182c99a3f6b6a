import type { ReactNode } from 'react';
import { Link as AriaLink, VisuallyHidden } from 'react-aria-components';
import * as buttonStyles from '../Button/Button.css';
import { ExternalLinkIcon, Icon } from '../Icon';
import { useCatalogue } from '../LocaleProvider';
import * as styles from './Link.css';

/**
 * Link looks: inline within a sentence, standalone on its own line with a full touch target, or a page's main
 * next step that looks like a primary or secondary button (it still goes somewhere, so it is still a link).
 */
export const LINK_VARIANTS = ['inline', 'standalone', 'primaryButton', 'secondaryButton'] as const;
/** One of {@link LINK_VARIANTS}. */
export type LinkVariant = (typeof LINK_VARIANTS)[number];

/** Props of {@link Link}. */
export interface LinkProps {
  href: string;
  children: ReactNode;
  /** Opens in a new tab (rel noopener noreferrer) and tells screen readers so. */
  isExternal?: boolean;
  /** Hint read after the text of an external link. Default the catalogue's '(opens in a new tab)'. */
  newTabHint?: string;
  variant?: LinkVariant;
  onPress?: () => void;
  isDisabled?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
  download?: boolean | string;
}

/**
 * A link. Internal hrefs go through the app's router (react-aria RouterProvider); external ones open in a
 * new tab with an icon and a hint for screen readers.
 */
export function Link({
  href,
  children,
  isExternal = false,
  newTabHint,
  variant = 'inline',
  ...props
}: LinkProps) {
  const catalogue = useCatalogue();
  return (
    <AriaLink
      {...props}
      href={href}
      target={isExternal ? '_blank' : undefined}
      rel={isExternal ? 'noopener noreferrer' : undefined}
      className={
        variant === 'primaryButton' || variant === 'secondaryButton'
          ? buttonStyles.button({ variant: variant === 'primaryButton' ? 'primary' : 'secondary' })
          : styles.link({ variant })
      }
    >
      {children}
      {isExternal ? (
        <>
          <span className={styles.externalIcon}>
            <Icon icon={ExternalLinkIcon} size="inline" />
          </span>
          <VisuallyHidden> {newTabHint ?? catalogue.a11y.opensInNewTab}</VisuallyHidden>
        </>
      ) : null}
    </AriaLink>
  );
}
