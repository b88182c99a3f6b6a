import { messages } from '@careportal/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '../Menu';
import { NavigationDrawer } from './NavigationDrawer';

const items: readonly MenuItem[] = [
  { id: 'services', label: messages.labels.myServices, href: '/' },
  { id: 'profile', label: messages.labels.myProfile, href: '/profile' },
  {
    id: 'finance',
    label: messages.labels.finance,
    children: [{ id: 'payments', label: messages.labels.paymentHistory, href: '/invoice' }],
  },
  { id: 'linkpass', label: messages.labels.linkpass, href: 'https://www.example.sg', isExternal: true },
  { id: 'logout', label: messages.labels.logout },
];

describe('NavigationDrawer', () => {
  it('opens from its Menu button as a dialog named by its title, and returns focus when closed', async () => {
    const user = userEvent.setup();
    render(<NavigationDrawer title="Hello, Tan Ah Kow" items={items} />);
    await user.tab();
    const trigger = screen.getByRole('button', { name: messages.labels.menu });
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const drawer = screen.getByRole('dialog', { name: 'Hello, Tan Ah Kow' });
    expect(within(drawer).getByRole('navigation', { name: 'Hello, Tan Ah Kow' })).toBeInTheDocument();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    await waitFor(() => {
      expect(trigger).toHaveFocus();
    });
  });

  it('shows a submenu as a labelled group in place, marks the current page and names external links', async () => {
    const user = userEvent.setup();
    render(<NavigationDrawer title="Menu" items={items} currentHref="/profile" />);
    await user.click(screen.getByRole('button', { name: messages.labels.menu }));
    const group = screen.getByRole('group', { name: messages.labels.finance });
    expect(within(group).getByRole('link', { name: messages.labels.paymentHistory })).toHaveAttribute(
      'href',
      '/invoice',
    );
    expect(screen.getByRole('link', { name: messages.labels.myProfile })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: messages.labels.myServices })).not.toHaveAttribute(
      'aria-current',
    );
    const external = screen.getByRole('link', {
      name: `${messages.labels.linkpass} ${messages.a11y.opensInNewTab}`,
    });
    expect(external).toHaveAttribute('target', '_blank');
  });

  it('closes and reports the entry chosen', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<NavigationDrawer title="Menu" items={items} onAction={onAction} />);
    await user.click(screen.getByRole('button', { name: messages.labels.menu }));
    await user.click(screen.getByRole('button', { name: messages.labels.logout }));
    expect(onAction).toHaveBeenCalledWith('logout');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});
