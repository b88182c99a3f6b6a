import { messages } from '@careportal/domain';
import { Button, ExitConfirmDialog, Footer, Link, Menu, PageLayout, SupportDialog } from '@careportal/ui';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../auth/session';
import { config } from '../config';
import { copy } from '../copy';
import { needsLogoutConfirmation } from './logoutConfirm';
import { LOG_OUT_ITEM_ID, userMenuItems } from './userMenu';

function HeaderActions() {
  const session = useSession();
  const location = useLocation();
  const [isHelpOpen, setHelpOpen] = useState(false);
  const [isLogoutConfirmOpen, setLogoutConfirmOpen] = useState(false);
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
      {session.status === 'signed-in' ? (
        <Menu
          label={copy.greeting(session.customer.name)}
          items={userMenuItems(session.customer, config.environment)}
          onAction={(id) => {
            if (id !== LOG_OUT_ITEM_ID) return;
            if (needsLogoutConfirmation(location.pathname)) setLogoutConfirmOpen(true);
            else session.signOut();
          }}
        />
      ) : (
        <Button
          variant="secondary"
          onPress={() => {
            session.signIn(`${location.pathname}${location.search}`);
          }}
        >
          {messages.labels.login}
        </Button>
      )}
      <ExitConfirmDialog
        isOpen={isLogoutConfirmOpen}
        onOpenChange={setLogoutConfirmOpen}
        onConfirm={() => {
          session.signOut();
        }}
      />
      <SupportDialog
        isOpen={isHelpOpen}
        onOpenChange={setHelpOpen}
        supportEmail={config.supportEmail}
        contactUrl={config.contactUrl}
      />
    </>
  );
}

/** The standard frame: the logo home, cart, help and the user menu above; the footer below. */
export function Frame({ children }: { children: ReactNode }) {
  return (
    <PageLayout
      logo={<span>{copy.siteName}</span>}
      logoHref="/"
      header={<HeaderActions />}
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
