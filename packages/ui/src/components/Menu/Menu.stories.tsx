import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Menu, type MenuItem } from './Menu';

const userMenu: readonly MenuItem[] = [
  { id: 'services', label: messages.labels.myServices, href: '/my-services' },
  { id: 'profile', label: messages.labels.myProfile, href: '/my-profile' },
  {
    id: 'finance',
    label: messages.labels.finance,
    children: [
      { id: 'payment-history', label: messages.labels.paymentHistory, href: '/finance/payment-history' },
      { id: 'card-management', label: messages.labels.cardManagement, href: '/finance/cards' },
      { id: 'egiro', label: messages.labels.egiroArrangements, href: '/finance/egiro' },
    ],
  },
  { id: 'faq', label: messages.labels.helpCentre, href: '/faq/general' },
  {
    id: 'linkpass',
    label: messages.labels.linkpass,
    href: 'https://www.example.sg/linkpass',
    isExternal: true,
  },
  { id: 'logout', label: messages.labels.logout },
];

const meta = {
  title: 'Navigation/Menu',
  component: Menu,
  args: { label: 'Tan Ah Kow', items: userMenu, onAction: fn() },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OpenedByKeyboard: Story = {
  name: 'Opened by keyboard',
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: messages.labels.myServices })).toHaveFocus(),
    );
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(6);
  },
};

export const FinanceSubmenu: Story = {
  name: 'Finance submenu opened by keyboard',
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: messages.labels.finance })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const submenu = await body.findByRole('menu', { name: messages.labels.finance });
    await waitFor(() =>
      expect(within(submenu).getByRole('menuitem', { name: messages.labels.paymentHistory })).toHaveFocus(),
    );
    await expect(
      within(submenu).getByRole('menuitem', { name: messages.labels.egiroArrangements }),
    ).toBeVisible();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const LogOut: Story = {
  name: 'Log out chosen',
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tan Ah Kow' }));
    await userEvent.click(await body.findByRole('menuitem', { name: messages.labels.logout }));
    await expect(args.onAction).toHaveBeenCalledWith('logout');
  },
};

export const LongName: Story = {
  name: 'Long names',
  args: { label: 'Muhammad Abdul Rahman bin Mohamed Iskandar Shah' },
};

export const Chinese: Story = {
  name: 'Chinese text',
  args: {
    label: '陈亚九',
    items: [
      { id: 'services', label: '我的服务' },
      { id: 'profile', label: '我的资料' },
      {
        id: 'finance',
        label: '财务',
        children: [
          { id: 'payment-history', label: '付款记录' },
          { id: 'card-management', label: '卡片管理' },
        ],
      },
      { id: 'logout', label: '登出' },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '陈亚九' }));
    await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: '财务' });
  },
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  globals: { theme: 'senior' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tan Ah Kow' }));
    await within(canvasElement.ownerDocument.body).findByRole('menu');
  },
};
