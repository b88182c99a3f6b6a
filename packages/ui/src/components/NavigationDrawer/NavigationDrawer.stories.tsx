import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import type { MenuItem } from '../Menu';
import { NavigationDrawer } from './NavigationDrawer';

const signedIn: readonly MenuItem[] = [
  { id: 'services', label: messages.labels.myServices, href: '/' },
  { id: 'profile', label: messages.labels.myProfile, href: '/profile' },
  {
    id: 'finance',
    label: messages.labels.finance,
    children: [
      { id: 'payment-history', label: messages.labels.paymentHistory, href: '/invoice' },
      { id: 'card-management', label: messages.labels.cardManagement, href: '/cards' },
      { id: 'egiro', label: messages.labels.egiroArrangements, href: '/egiro' },
    ],
  },
  { id: 'help', label: messages.labels.help },
  { id: 'faq', label: messages.labels.helpCentre, href: '/faq' },
  {
    id: 'linkpass',
    label: messages.labels.linkpass,
    href: 'https://www.example.sg/linkpass',
    isExternal: true,
  },
  { id: 'logout', label: messages.labels.logout },
];

const visitor: readonly MenuItem[] = [
  { id: 'cart', label: messages.labels.cart, href: '/cart-review' },
  { id: 'help', label: messages.labels.help },
  { id: 'faq', label: messages.labels.faq, href: '/faq' },
];

const mobile = { viewport: { value: 'mobile', isRotated: false } };

const meta = {
  title: 'Navigation/NavigationDrawer',
  component: NavigationDrawer,
  args: { title: 'Hello, Tan Ah Kow', items: signedIn, onAction: fn(), currentHref: '/profile' },
  globals: mobile,
} satisfies Meta<typeof NavigationDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  name: 'Open, signed in',
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Hello, Tan Ah Kow' });
    const navigation = within(drawer).getByRole('navigation', { name: 'Hello, Tan Ah Kow' });
    await expect(within(navigation).getByRole('link', { name: messages.labels.myProfile })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(navigation).getByRole('group', { name: messages.labels.finance })).toBeVisible();
    // Every entry is a target of 48px at the least.
    for (const entry of [
      ...within(navigation).getAllByRole('link'),
      ...within(navigation).getAllByRole('button'),
    ]) {
      await expect(entry.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
    }
  },
};

export const OpenVisitor: Story = {
  name: 'Open, visitor with Login',
  args: {
    defaultOpen: true,
    title: messages.labels.menu,
    items: visitor,
    currentHref: undefined,
    children: <Button fullWidth>{messages.labels.login}</Button>,
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: messages.labels.menu });
    await expect(within(drawer).getByRole('button', { name: messages.labels.login })).toBeVisible();
  },
};

export const OpenSenior: Story = {
  name: 'Open, senior mode',
  args: { defaultOpen: true },
  globals: { ...mobile, theme: 'senior' },
};

export const KeyboardRoundTrip: Story = {
  name: 'Opened and closed by keyboard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: messages.labels.menu });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const drawer = await body.findByRole('dialog', { name: 'Hello, Tan Ah Kow' });
    await waitFor(() => expect(drawer.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // React Aria gives focus back in the frame after the drawer unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const LogOutChosen: Story = {
  name: 'Log out chosen',
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: messages.labels.menu }));
    const drawer = await body.findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('button', { name: messages.labels.logout }));
    await expect(args.onAction).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
