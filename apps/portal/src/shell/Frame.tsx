import { messages } from '@careportal/domain';
import { Button, Footer, Link, PageLayout, Wordmark } from '@careportal/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../auth/session';
import { config } from '../config';
import { copy } from '../copy';

const loadUserMenu = () => import('./UserMenu');
const loadHelpDialog = () => import('./HelpDialog');
const UserMenu = lazy(() => loadUserMenu().then((module) => ({ default: module.UserMenu })));
const HelpDialog = lazy(() => loadHelpDialog().then((module) => ({ default: module.HelpDialog })));

function HeaderActions() {
  const [isHelpOpen, setHelpOpen] = useState(false);
  return (
    <>
      <Link href="/cart-review" variant="standalone">
        {copy.cart}
      </Link>
      <Button
        variant="tertiary"
        aria-haspopup="dialog"
        onPress={() => {
          setHelpOpen(true);
        }}
      >
        {messages.labels.help}
      </Button>
      {isHelpOpen ? (
        <Suspense fallback={null}>
          <HelpDialog isOpen onOpenChange={setHelpOpen} />
        </Suspense>
      ) : null}
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

/** The standard frame: the logo home, cart, help and the user menu above; the footer below. */
export function Frame({ children }: { children: ReactNode }) {
  return (
    <PageLayout
      logo={<Wordmark providerName={copy.siteName} />}
      logoHref="/"
      header={<HeaderActions />}
      account={<AccountAction />}
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
