import { messages } from '@careportal/domain';
import { Link as AriaLink } from 'react-aria-components';
import * as buttonStyles from '../Button/Button.css';
import { useFocusOnMount } from '../ErrorPage/useFocusOnMount';
import * as styles from './NotFoundPage.css';

/** Props of {@link NotFoundPage}. */
export interface NotFoundPageProps {
  /** The provider's main website. */
  websiteUrl: string;
  /** Text of the link to the website. Default the catalogue's 'Go to our website'. */
  websiteLabel?: string;
  /** Move focus to the title when the page mounts, so screen readers announce it. Default true. */
  focusOnMount?: boolean;
}

function NotFoundIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="21" cy="21" r="14" />
      <path d="M31 31l11 11M16 16l10 10M26 16L16 26" />
    </svg>
  );
}

/**
 * The 404 page: an h1 '404 error: Page not found' that takes focus on mount, the explanation, and a
 * button-styled link to the provider's website.
 */
export function NotFoundPage({
  websiteUrl,
  websiteLabel = messages.generic.notFoundAction,
  focusOnMount = true,
}: NotFoundPageProps) {
  const titleRef = useFocusOnMount<HTMLHeadingElement>(focusOnMount);
  return (
    <div className={styles.page}>
      <NotFoundIcon />
      <h1 ref={titleRef} tabIndex={-1} className={styles.title}>
        {messages.generic.notFoundTitle}
      </h1>
      <p className={styles.body}>{messages.generic.notFoundBody}</p>
      <div className={styles.actions}>
        <AriaLink href={websiteUrl} className={buttonStyles.button({ variant: 'primary' })}>
          {websiteLabel}
        </AriaLink>
      </div>
    </div>
  );
}
