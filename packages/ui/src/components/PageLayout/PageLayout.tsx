import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { Card } from '../Card';
import { useCatalogue } from '../LocaleProvider';
import * as styles from './PageLayout.css';

/** Page backgrounds: plain, or a light teal-to-white gradient. */
export const PAGE_LAYOUT_VARIANTS = ['plain', 'gradient'] as const;
/** One of {@link PAGE_LAYOUT_VARIANTS}. */
export type PageLayoutVariant = (typeof PAGE_LAYOUT_VARIANTS)[number];

/** Content widths: the theme's narrow column (330 by default), a wide one, or the full width. */
export const PAGE_CONTENT_WIDTHS = ['default', 'wide', 'full'] as const;
/** One of {@link PAGE_CONTENT_WIDTHS}. */
export type PageContentWidth = (typeof PAGE_CONTENT_WIDTHS)[number];

/** Props of {@link PageLayout}. */
export interface PageLayoutProps {
  variant?: PageLayoutVariant;
  /** The provider's logo; it carries its own accessible name (an img with alt, or an svg with a title). */
  logo?: ReactNode;
  /** Makes the logo a link, usually to home. */
  logoHref?: string;
  /** The right side of the logo bar: cart, help. */
  header?: ReactNode;
  /**
   * The end of the logo bar: Login, or the signed-in customer's menu. Its place has a fixed width whatever it
   * holds (nothing while the sign-in is checked, Login, a greeting with a long name), so nothing in the bar moves
   * when it changes; a longer label is cut short with an ellipsis on screen and read in full.
   */
  account?: ReactNode;
  /**
   * The menu of a phone, usually a {@link NavigationDrawer}: below 768px it takes the account place's part
   * (which is hidden there), so it should hold what the account place holds, and anything from `header` that
   * a phone hides. From 768px it is hidden.
   */
  menu?: ReactNode;
  children: ReactNode;
  /** Usually a {@link Footer}, which is the contentinfo landmark itself; it is placed as given. */
  footer?: ReactNode;
  /** Default: the theme's content width (330 at the default theme), centred. */
  contentWidth?: PageContentWidth;
  /** Wrap the content in a card. Default true. */
  hasContentCard?: boolean;
  /** Text of the skip link, shown on keyboard focus. Default the catalogue's 'Skip to main content'. */
  skipLinkLabel?: string;
  /** Id of the main landmark, the skip link's target. Default 'main-content'. */
  mainId?: string;
}

/**
 * The page frame: a skip link, a banner with the logo bar, the main landmark with the content card, and the
 * footer. Narrow screens get tighter spacing; from 768px the frame gets more room.
 */
export function PageLayout({
  variant = 'plain',
  logo,
  logoHref,
  header,
  account,
  menu,
  children,
  footer,
  contentWidth = 'default',
  hasContentCard = true,
  skipLinkLabel,
  mainId = 'main-content',
}: PageLayoutProps) {
  const catalogue = useCatalogue();
  const hasAccount = account !== undefined;
  const hasMenu = menu !== undefined;
  const hasBar = Boolean(logo) || Boolean(header) || hasAccount || hasMenu;
  return (
    <div className={styles.root({ variant })}>
      {/* A plain anchor: an in-page jump, not a route for the app's router. */}
      <a href={`#${mainId}`} className={styles.skipLink}>
        {skipLinkLabel ?? catalogue.a11y.skipToMainContent}
      </a>
      {hasBar ? (
        <header className={styles.banner}>
          <div className={styles.bar({ hasMenu })}>
            {logo ? (
              <div className={styles.logoPlace}>
                {logoHref ? (
                  <AriaLink href={logoHref} className={styles.logo}>
                    {logo}
                  </AriaLink>
                ) : (
                  <span className={styles.logo}>{logo}</span>
                )}
              </div>
            ) : null}
            {header ? <div className={styles.headerSlot}>{header}</div> : null}
            {hasAccount ? <div className={styles.accountSlot({ hasMenu })}>{account}</div> : null}
            {hasMenu ? <div className={styles.menuSlot}>{menu}</div> : null}
          </div>
        </header>
      ) : null}
      <main id={mainId} tabIndex={-1} className={styles.main}>
        <div className={styles.content({ width: contentWidth })}>
          {hasContentCard ? <Card padding="medium">{children}</Card> : children}
        </div>
      </main>
      {footer}
    </div>
  );
}
