import { Link as AriaLink } from 'react-aria-components';
import { StatusPage } from '../../private/StatusPage';
import * as buttonStyles from '../Button/Button.css';
import { NotFoundIcon } from '../Icon';
import { useCatalogue } from '../LocaleProvider';

/** Props of {@link NotFoundPage}. */
export interface NotFoundPageProps {
  /** The provider's main website. */
  websiteUrl: string;
  /** Text of the link to the website. Default the catalogue's 'Go to our website'. */
  websiteLabel?: string;
  /** Move focus to the title when the page mounts, so screen readers announce it. Default true. */
  focusOnMount?: boolean;
}

/**
 * The 404 page: an h1 '404 error: Page not found' that takes focus on mount, the explanation, and a
 * button-styled link to the provider's website.
 */
export function NotFoundPage({ websiteUrl, websiteLabel, focusOnMount = true }: NotFoundPageProps) {
  const { generic } = useCatalogue();
  return (
    <StatusPage
      icon={NotFoundIcon}
      title={generic.notFoundTitle}
      body={generic.notFoundBody}
      actions={
        <AriaLink href={websiteUrl} className={buttonStyles.button({ variant: 'primary' })}>
          {websiteLabel ?? generic.notFoundAction}
        </AriaLink>
      }
      focusOnMount={focusOnMount}
    />
  );
}
