/**
 * The phone's drawer for someone not signed in: Login, Help and the FAQ. Its code, with the drawer's, loads
 * only when the Menu button is about to be used, or once the page has finished loading on a phone.
 */
import { messages } from '@careportal/domain';
import { Button, NavigationDrawerPanel, type MenuItem } from '@careportal/ui';
import { useLocation } from 'react-router';
import { useSession } from '../auth/session';
import { HELP_ITEM_ID } from './userMenu';

/** Props of {@link VisitorDrawer}. */
export interface VisitorDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Opens the support dialog. */
  onHelp: () => void;
}

const items: readonly MenuItem[] = [
  { id: HELP_ITEM_ID, label: messages.labels.help },
  { id: 'faq', label: messages.labels.faq, href: '/faq' },
];

/** Login (once the sign-in check says there is none), Help and the FAQ. */
export function VisitorDrawer({ isOpen, onOpenChange, onHelp }: VisitorDrawerProps) {
  const session = useSession();
  const location = useLocation();
  return (
    <NavigationDrawerPanel
      title={messages.labels.menu}
      items={items}
      currentHref={location.pathname}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
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
    </NavigationDrawerPanel>
  );
}
