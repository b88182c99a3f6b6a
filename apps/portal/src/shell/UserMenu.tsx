/**
 * The signed-in customer's menu, with the exit confirmation some pages ask for before logging out. Only a
 * signed-in customer sees it, so it is a chunk of its own: a visitor never downloads it.
 */
import {
  ExitConfirmDialog,
  Menu,
  NavigationDrawerPanel,
  useCatalogue,
  useLocale,
  type MenuItem,
} from '@careportal/ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { Customer } from '../auth/session';
import { config } from '../config';
import { usePortalText } from './portalText';
import { DisplayModeSwitch } from './DisplayModeSwitch';
import { LanguageMenu } from './LanguageMenu';
import { needsLogoutConfirmation } from './logoutConfirm';
import { HELP_CENTRE_ITEM_ID, HELP_ITEM_ID, LOG_OUT_ITEM_ID, userMenuItems } from './userMenu';

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  customer: Customer;
  signOut: () => void;
}

/** Log Out, asking first on the pages that need it: the handler and the question's dialog. */
function useLogOut(signOut: () => void) {
  const location = useLocation();
  const [isLogoutConfirmOpen, setLogoutConfirmOpen] = useState(false);
  const logOut = () => {
    if (needsLogoutConfirmation(location.pathname)) setLogoutConfirmOpen(true);
    else signOut();
  };
  const confirmDialog = (
    <ExitConfirmDialog isOpen={isLogoutConfirmOpen} onOpenChange={setLogoutConfirmOpen} onConfirm={signOut} />
  );
  return { logOut, confirmDialog };
}

/** 'Hello, {name}' and the user menu; Log Out asks first on the pages that need it. */
export function UserMenu({ customer, signOut }: UserMenuProps) {
  const { logOut, confirmDialog } = useLogOut(signOut);
  const catalogue = useCatalogue();
  const text = usePortalText();
  const { format } = useLocale();
  return (
    <>
      <Menu
        label={format(text.greeting, { name: customer.name })}
        items={userMenuItems(customer, config.environment, config.linkpass, catalogue)}
        onAction={(id) => {
          if (id === LOG_OUT_ITEM_ID) logOut();
        }}
      />
      {confirmDialog}
    </>
  );
}

/** Props of {@link UserDrawer}. */
export interface UserDrawerProps extends UserMenuProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Opens the support dialog. */
  onHelp: () => void;
}

/** The help entry, placed before the FAQ: the same entries as the user menu, with Help, which the bar shows from 768px. */
function withHelp(items: MenuItem[], help: MenuItem): MenuItem[] {
  const faq = items.findIndex((item) => item.id === HELP_CENTRE_ITEM_ID);
  return faq === -1 ? [...items, help] : [...items.slice(0, faq), help, ...items.slice(faq)];
}

/** The phone's drawer for a signed-in customer: 'Hello, {name}', the user menu's entries and Help. */
export function UserDrawer({ customer, signOut, onHelp, isOpen, onOpenChange }: UserDrawerProps) {
  const location = useLocation();
  const { logOut, confirmDialog } = useLogOut(signOut);
  const catalogue = useCatalogue();
  const text = usePortalText();
  const { format } = useLocale();
  return (
    <>
      <NavigationDrawerPanel
        title={format(text.greeting, { name: customer.name })}
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        items={withHelp(userMenuItems(customer, config.environment, config.linkpass, catalogue), {
          id: HELP_ITEM_ID,
          label: catalogue.labels.help,
        })}
        currentHref={location.pathname}
        onAction={(id) => {
          if (id === LOG_OUT_ITEM_ID) logOut();
          if (id === HELP_ITEM_ID) onHelp();
        }}
      >
        <LanguageMenu />
        <DisplayModeSwitch id="drawer-larger-text" />
      </NavigationDrawerPanel>
      {confirmDialog}
    </>
  );
}
