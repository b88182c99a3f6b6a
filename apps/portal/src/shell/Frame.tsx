import {
  Button,
  CartLink,
  Footer,
  HelpIcon,
  Icon,
  Inline,
  media,
  NavigationDrawerButton,
  PageLayout,
  sprinkles,
  useCatalogue,
  Wordmark,
} from '@careportal/ui';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../auth/session';
import { afterLoad } from '../afterLoad';
import { config } from '../config';
import { useCartCount } from './cart';
import { HeaderDisplayModeSwitch } from './HeaderDisplayModeSwitch';
import { HeaderLanguageMenu } from './HeaderLanguageMenu';
import { usePortalText } from './portalText';

const loadUserMenu = () => import('./UserMenu');
const loadVisitorDrawer = () => import('./VisitorDrawer');
const loadHelpDialog = () => import('./HelpDialog');
const UserMenu = lazy(() => loadUserMenu().then((module) => ({ default: module.UserMenu })));
const UserDrawer = lazy(() => loadUserMenu().then((module) => ({ default: module.UserDrawer })));
const VisitorDrawer = lazy(() => loadVisitorDrawer().then((module) => ({ default: module.VisitorDrawer })));
const HelpDialog = lazy(() => loadHelpDialog().then((module) => ({ default: module.HelpDialog })));
/** Help is a button in the bar from 768px; on a phone it is an entry of the drawer, to leave the bar room. */
const desktopOnly = sprinkles({ display: { mobile: 'none', desktop: 'flex' } });
const mobileOnly = sprinkles({ display: { mobile: 'flex', desktop: 'none' } });

function HeaderActions({ onHelp }: { onHelp: () => void }) {
  const count = useCartCount();
  const catalogue = useCatalogue();
  const text = usePortalText();
  return (
    <>
      <span className={desktopOnly}>
        <HeaderLanguageMenu />
      </span>
      <span className={desktopOnly}>
        <HeaderDisplayModeSwitch />
      </span>
      <CartLink href="/cart-review" count={count} label={text.cart} />
      <span className={desktopOnly}>
        <Button variant="tertiary" aria-haspopup="dialog" icon={<Icon icon={HelpIcon} />} onPress={onHelp}>
          {catalogue.labels.help}
        </Button>
      </span>
    </>
  );
}

/** Login, or the signed-in customer's menu, in the bar's fixed account place. */
function AccountAction() {
  const session = useSession();
  const catalogue = useCatalogue();
  const location = useLocation();
  // While the sign-in is being checked, neither Login nor the menu shows: either could be wrong. The menu's code
  // downloads meanwhile, as someone with a sign-in to check is most likely signed in.
  if (session.status === 'starting') loadUserMenu().catch(() => undefined);
  if (session.status === 'signed-in') {
    return (
      <Suspense fallback={null}>
        <UserMenu customer={session.customer} signOut={session.signOut} />
      </Suspense>
    );
  }
  if (session.status === 'signed-out') {
    return (
      <Button
        variant="secondary"
        onPress={() => {
          session.signIn(`${location.pathname}${location.search}`);
        }}
      >
        {catalogue.labels.login}
      </Button>
    );
  }
  return null;
}

/**
 * The phone's menu. A signed-in customer's drawer greets them and holds the user menu, Help among it; a
 * visitor's holds Login, Help and the FAQ. While the sign-in is checked it holds Help and the FAQ alone.
 *
 * The Menu button shows at once; the drawer's code (a modal dialog's worth) is fetched when the page has
 * loaded on a phone, or as soon as the button is pointed at or focused, and the drawer is drawn once opened.
 */
function PhoneMenu({ onHelp }: { onHelp: () => void }) {
  const session = useSession();
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const isSignedIn = session.status === 'signed-in';
  const load = isSignedIn ? loadUserMenu : loadVisitorDrawer;
  const preload = () => {
    load().catch(() => undefined);
  };
  useEffect(
    () =>
      afterLoad(() => {
        if (window.matchMedia(media.mobile).matches) load().catch(() => undefined);
      }),
    [load],
  );
  const panelProps = { isOpen, onOpenChange: setOpen, onHelp };
  return (
    <>
      <NavigationDrawerButton
        isExpanded={isOpen}
        onIntent={preload}
        onPress={() => {
          setWasOpened(true);
          setOpen(true);
        }}
      />
      {wasOpened ? (
        <Suspense fallback={null}>
          {session.status === 'signed-in' ? (
            <UserDrawer customer={session.customer} signOut={session.signOut} {...panelProps} />
          ) : (
            <VisitorDrawer {...panelProps} />
          )}
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The standard frame: the logo home, Larger text, the cart with its count, Help and the user menu above (on a
 * phone, the cart and a Menu drawer, which holds Larger text); the footer below.
 */
export function Frame({
  hasContentCard = true,
  children,
}: {
  /** Whether the page sits in the content card (default), or lays out cards of its own on the page. */
  hasContentCard?: boolean;
  children: ReactNode;
}) {
  const catalogue = useCatalogue();
  const text = usePortalText();
  const [isHelpOpen, setHelpOpen] = useState(false);
  const openHelp = () => {
    setHelpOpen(true);
  };
  return (
    <PageLayout
      logo={<Wordmark providerName={text.siteName} />}
      logoHref="/"
      header={<HeaderActions onHelp={openHelp} />}
      account={<AccountAction />}
      menu={<PhoneMenu onHelp={openHelp} />}
      contentWidth="wide"
      hasContentCard={hasContentCard}
      footer={
        <Footer
          copyright={config.copyright}
          links={config.footerLinks}
          socialLinks={config.socialLinks}
          appLinks={[{ label: catalogue.labels.faq, href: '/faq' }]}
        />
      }
    >
      {children}
      {isHelpOpen ? (
        <Suspense fallback={null}>
          <HelpDialog isOpen onOpenChange={setHelpOpen} />
        </Suspense>
      ) : null}
    </PageLayout>
  );
}

/**
 * The public layout (seed 001 §2, "Page layout") a visitor sees on the pages outside the standard frame: the
 * logo bar with Larger text and the language menu, the content card on the light teal gradient, and the footer with its five links.
 */
export function PublicFrame({
  width = 'narrow',
  children,
}: {
  width?: 'narrow' | 'wide';
  children: ReactNode;
}) {
  const text = usePortalText();
  return (
    <PageLayout
      variant="gradient"
      contentWidth={width === 'wide' ? 'wide' : undefined}
      logo={<Wordmark providerName={text.siteName} />}
      logoHref="/"
      // From 768px Larger text in the bar and the language menu at its end; on a phone both in a row of their own
      // under the logo (the account place, which a visitor's public page has free), where their words have room
      // in any language.
      header={
        <span className={desktopOnly}>
          <HeaderDisplayModeSwitch />
        </span>
      }
      // Larger text and the language menu side by side, or one under the other where a language's words need it.
      account={
        <Inline as="span" space="sm" align="right" alignY="center">
          <span className={mobileOnly}>
            <HeaderDisplayModeSwitch id="header-larger-text-phone" />
          </span>
          <HeaderLanguageMenu />
        </Inline>
      }
      footer={<Footer copyright={config.copyright} links={config.footerLinks} />}
    >
      {children}
    </PageLayout>
  );
}
