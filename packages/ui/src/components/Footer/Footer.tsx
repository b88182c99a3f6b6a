import { FOOTER_LINK_DELAY_MS } from '@careportal/domain';
import { useEffect, useRef, type MouseEvent } from 'react';
import { Link as AriaLink, VisuallyHidden } from 'react-aria-components';
import { ExternalLinkIcon, Icon } from '../Icon';
import { Link } from '../Link';
import { useCatalogue } from '../LocaleProvider';
import * as styles from './Footer.css';

/** The footer's links, in the order shown; their texts are the catalogue's labels of the same names. */
export const FOOTER_LINK_KEYS = [
  'privacyPolicy',
  'feedback',
  'forms',
  'brochures',
  'reportVulnerability',
] as const;
/** One of {@link FOOTER_LINK_KEYS}. */
export type FooterLinkKey = (typeof FOOTER_LINK_KEYS)[number];
/** The URL of each footer link. */
export type FooterLinks = Readonly<Record<FooterLinkKey, string>>;

/** A link to one of the provider's social-media pages. */
export interface FooterSocialLink {
  /** The link's text and accessible name, e.g. 'Facebook'. */
  label: string;
  href: string;
}

/** A link to a page of the app itself, such as the FAQ; it opens in the same tab. */
export interface FooterAppLink {
  label: string;
  href: string;
}

/** Props of {@link Footer}. */
export interface FooterProps {
  /** The copyright line, e.g. '© 2026 Provider name'. */
  copyright: string;
  links: FooterLinks;
  socialLinks?: readonly FooterSocialLink[];
  /** Links to the app's own pages, such as the FAQ, shown before the provider links. */
  appLinks?: readonly FooterAppLink[];
  /** How long after a click a footer link opens its new tab. Default the domain's 200 ms. */
  linkDelayMs?: number;
  /** Opens a footer link. Default `window.open(url, '_blank', 'noopener')`; inject one in tests. */
  openWindow?: (url: string) => void;
  /** Hint read after each link's text. Default the catalogue's '(opens in a new tab)'. */
  newTabHint?: string;
}

function openInNewTab(url: string) {
  window.open(url, '_blank', 'noopener');
}

/** A plain click (or Enter) with no modifier: the one the footer delays. */
function isPlainClick(event: MouseEvent) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * The page footer (contentinfo landmark): social links, the app's own links (such as the FAQ), the five
 * provider links (Privacy Policy, Feedback, Forms, Brochures, Report Vulnerability) and the copyright line.
 *
 * The provider links are real anchors (href, target _blank), so middle-click, modifier-clicks and "copy link"
 * work as usual; a plain click or Enter opens the new tab after `linkDelayMs`, as the specification asks.
 */
export function Footer({
  copyright,
  links,
  socialLinks = [],
  appLinks = [],
  linkDelayMs = FOOTER_LINK_DELAY_MS,
  openWindow = openInNewTab,
  newTabHint: newTabHintProp,
}: FooterProps) {
  const catalogue = useCatalogue();
  const newTabHint = newTabHintProp ?? catalogue.a11y.opensInNewTab;
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const openLater = (event: MouseEvent<HTMLAnchorElement>, url: string) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      openWindow(url);
    }, linkDelayMs);
    timers.current.add(timer);
  };

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {socialLinks.length > 0 ? (
          <ul className={styles.list}>
            {socialLinks.map((social) => (
              <li key={social.href}>
                <Link href={social.href} isExternal variant="standalone" newTabHint={newTabHint}>
                  {social.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <ul className={styles.list}>
          {appLinks.map((appLink) => (
            <li key={appLink.href}>
              <AriaLink href={appLink.href} className={styles.link}>
                {appLink.label}
              </AriaLink>
            </li>
          ))}
          {FOOTER_LINK_KEYS.map((key) => (
            <li key={key}>
              <a
                href={links[key]}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.link}
                onClick={(event) => {
                  openLater(event, links[key]);
                }}
              >
                {catalogue.labels[key]}
                <span className={styles.externalIcon}>
                  <Icon icon={ExternalLinkIcon} size="inline" />
                </span>
                <VisuallyHidden> {newTabHint}</VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
        <p className={styles.copyright}>{copyright}</p>
      </div>
    </footer>
  );
}
