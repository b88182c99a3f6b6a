/**
 * The phone's drawer for someone not signed in: Login, Help, the FAQ and Larger text. Its code, with the drawer's, loads
 * only when the Menu button is about to be used, or once the page has finished loading on a phone.
 */
import { Button, NavigationDrawerPanel, useCatalogue, type MenuItem } from '@careportal/ui';
import { useLocation } from 'react-router';
import { useSession } from '../auth/session';
import { DisplayModeSwitch } from './DisplayModeSwitch';
import { LanguageMenu } from './LanguageMenu';
import { HELP_ITEM_ID } from './userMenu';

/** Props of {@link VisitorDrawer}. */
export interface VisitorDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Opens the support dialog. */
  onHelp: () => void;
}

/** Login (once the sign-in check says there is none), Help, the FAQ and Larger text. */
export function VisitorDrawer({ isOpen, onOpenChange, onHelp }: VisitorDrawerProps) {
  const session = useSession();
  const location = useLocation();
  const catalogue = useCatalogue();
  const items: readonly MenuItem[] = [
    { id: HELP_ITEM_ID, label: catalogue.labels.help },
    { id: 'faq', label: catalogue.labels.faq, href: '/faq' },
  ];
  return (
    <NavigationDrawerPanel
      title={catalogue.labels.menu}
      items={items}
      currentHref={location.pathname}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onAction={(id) => {
        if (id === HELP_ITEM_ID) onHelp();
      }}
    >
      <LanguageMenu />
      <DisplayModeSwitch id="drawer-larger-text" />
      {session.status === 'signed-out' ? (
        <Button
          fullWidth
          onPress={() => {
            session.signIn(`${location.pathname}${location.search}`);
          }}
        >
          {catalogue.labels.login}
        </Button>
      ) : null}
    </NavigationDrawerPanel>
  );
}
