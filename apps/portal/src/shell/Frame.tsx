import { messages } from '@careportal/domain';
import {
  Button,
  CartLink,
  Footer,
  HelpIcon,
  Icon,
  NavigationDrawer,
  PageLayout,
  sprinkles,
  Wordmark,
  type MenuItem,
} from '@careportal/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../auth/session';
import { config } from '../config';
import { copy } from '../copy';
import { useCart } from './cart';
import { HELP_ITEM_ID } from './userMenu';

const loadUserMenu = () => import('./UserMenu');
const loadHelpDialog = () => import('./HelpDialog');
const UserMenu = lazy(() => loadUserMenu().then((module) => ({ default: module.UserMenu })));
const UserDrawer = lazy(() => loadUserMenu().then((module) => ({ default: module.UserDrawer })));
const HelpDialog = lazy(() => loadHelpDialog().then((module) => ({ default: module.HelpDialog })));

/** Help, as an entry of the phone's drawer (the bar shows it as a button from 768px). */
const helpItem: MenuItem = { id: HELP_ITEM_ID, label: messages.labels.help };

/** Help is a button in the bar from 768px; on a phone it is an entry of the drawer, to leave the bar room. */
const desktopOnly = sprinkles({ display: { mobile: 'none', desktop: 'flex' } });

function HeaderActions({ onHelp }: { onHelp: () => void }) {
  const { cart } = useCart();
  return (
    <>
      <CartLink href="/cart-review" count={cart?.items.length ?? 0} label={copy.cart} />
      <span className={desktopOnly}>
        <Button variant="tertiary" aria-haspopup="dialog" icon={<Icon icon={HelpIcon} />} onPress={onHelp}>
          {messages.labels.help}
        </Button>
      </span>
    </>
  );
}

/** Login, or the signed-in customer's menu, in the bar's fixed account place. */
function AccountAction() {
  const session = useSession();
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
        {messages.labels.login}
      </Button>
    );
  }
  return null;
}

/**
 * The phone's menu. A signed-in customer's drawer greets them and holds the user menu, Help among it; a
 * visitor's holds Login, Help and the FAQ. While the sign-in is checked it holds Help and the FAQ alone.
 */
function PhoneMenu({ onHelp }: { onHelp: () => void }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'signed-in') {
    return (
      <Suspense fallback={<NavigationDrawer title={messages.labels.menu} items={[]} />}>
        <UserDrawer customer={session.customer} signOut={session.signOut} onHelp={onHelp} />
      </Suspense>
    );
  }
  return (
    <NavigationDrawer
      title={messages.labels.menu}
      items={[helpItem, { id: 'faq', label: messages.labels.faq, href: '/faq' }]}
      currentHref={location.pathname}
      onAction={(id) => {
        if (id === HELP_ITEM_ID) onHelp();
      }}
    >
      {session.status === 'signed-out' ? (
        <Button
          fullWidth
          onPress={() => {
            session.signIn(`${location.pathname}${location.search}`);
          }}
        >
          {messages.labels.login}
        </Button>
      ) : null}
    </NavigationDrawer>
  );
}

/**
 * The standard frame: the logo home, the cart with its count, Help and the user menu above (on a phone, the
 * cart and a Menu drawer); the footer below.
 */
export function Frame({ children }: { children: ReactNode }) {
  const [isHelpOpen, setHelpOpen] = useState(false);
  const openHelp = () => {
    setHelpOpen(true);
  };
  return (
    <PageLayout
      logo={<Wordmark providerName={copy.siteName} />}
      logoHref="/"
      header={<HeaderActions onHelp={openHelp} />}
      account={<AccountAction />}
      menu={<PhoneMenu onHelp={openHelp} />}
      contentWidth="wide"
      footer={
        <Footer
          copyright={config.copyright}
          links={config.footerLinks}
          socialLinks={config.socialLinks}
          appLinks={[{ label: messages.labels.faq, href: '/faq' }]}
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
 * logo bar, the content card on the light teal gradient, and the footer with its five links.
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <PageLayout
      variant="gradient"
      logo={<Wordmark providerName={copy.siteName} />}
      logoHref="/"
      footer={<Footer copyright={config.copyright} links={config.footerLinks} />}
    >
      {children}
    </PageLayout>
  );
}
