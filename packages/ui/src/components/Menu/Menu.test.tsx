import { messages } from '@careportal/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu, type MenuItem } from './Menu';

const items: readonly MenuItem[] = [
  { id: 'services', label: messages.labels.myServices },
  { id: 'profile', label: messages.labels.myProfile },
  {
    id: 'finance',
    label: messages.labels.finance,
    children: [
      { id: 'payments', label: messages.labels.paymentHistory },
      { id: 'cards', label: messages.labels.cardManagement },
      { id: 'egiro', label: messages.labels.egiroArrangements },
    ],
  },
  { id: 'faq', label: messages.labels.helpCentre, href: 'https://help.example.sg', isExternal: true },
  { id: 'logout', label: messages.labels.logout },
];

describe('Menu', () => {
  it('opens from its button by keyboard and lists the entries', async () => {
    const user = userEvent.setup();
    render(<Menu label="Tan Ah Kow" items={items} />);
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Tan Ah Kow' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
    expect(within(menu).getByRole('menuitem', { name: messages.labels.myServices })).toHaveFocus();
  });

  it('calls onAction with the chosen id', async () => {
    const onAction = vi.fn();
    const onLogout = vi.fn();
    const user = userEvent.setup();
    const withHandler = items.map((item) => (item.id === 'logout' ? { ...item, onAction: onLogout } : item));
    render(<Menu label="Account" items={withHandler} onAction={onAction} />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('menuitem', { name: messages.labels.logout }));
    expect(onAction).toHaveBeenCalledWith('logout');
    expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => {
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });
  });

  it('opens the Finance submenu with ArrowRight and chooses from it', async () => {
    const onAction = vi.fn();
    const user = userEvent.setup();
    render(<Menu label="Account" items={items} onAction={onAction} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const finance = screen.getByRole('menuitem', { name: messages.labels.finance });
    expect(finance).toHaveFocus();
    expect(finance).toHaveAttribute('aria-haspopup', 'menu');
    await user.keyboard('{ArrowRight}');
    const submenu = await screen.findByRole('menu', { name: messages.labels.finance });
    await waitFor(() => {
      expect(within(submenu).getByRole('menuitem', { name: messages.labels.paymentHistory })).toHaveFocus();
    });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onAction).toHaveBeenCalledWith('cards');
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('marks an external entry as opening a new tab', async () => {
    const user = userEvent.setup();
    render(<Menu label="Account" items={items} />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const faq = await screen.findByRole('menuitem', { name: /FAQ \(Help Centre\)/ });
    expect(faq).toHaveAttribute('target', '_blank');
    expect(faq).toHaveAttribute('rel', 'noopener noreferrer');
    expect(faq).toHaveTextContent('(opens in a new tab)');
  });
});
