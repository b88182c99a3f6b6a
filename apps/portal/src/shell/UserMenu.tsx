/**
 * The signed-in customer's menu, with the exit confirmation some pages ask for before logging out. Only a
 * signed-in customer sees it, so it is a chunk of its own: a visitor never downloads it.
 */
import { ExitConfirmDialog, Menu } from '@careportal/ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { Customer } from '../auth/session';
import { config } from '../config';
import { copy } from '../copy';
import { needsLogoutConfirmation } from './logoutConfirm';
import { LOG_OUT_ITEM_ID, userMenuItems } from './userMenu';

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  customer: Customer;
  signOut: () => void;
}

/** 'Hello, {name}' and the user menu; Log Out asks first on the pages that need it. */
export function UserMenu({ customer, signOut }: UserMenuProps) {
  const location = useLocation();
  const [isLogoutConfirmOpen, setLogoutConfirmOpen] = useState(false);
  return (
    <>
      <Menu
        label={copy.greeting(customer.name)}
        items={userMenuItems(customer, config.environment)}
        onAction={(id) => {
          if (id !== LOG_OUT_ITEM_ID) return;
          if (needsLogoutConfirmation(location.pathname)) setLogoutConfirmOpen(true);
          else signOut();
        }}
      />
      <ExitConfirmDialog
        isOpen={isLogoutConfirmOpen}
        onOpenChange={setLogoutConfirmOpen}
        onConfirm={signOut}
      />
    </>
  );
}
