import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { MenuItem } from '../Menu';
import { NavigationDrawerPanel } from './NavigationDrawerPanel';

const items: readonly MenuItem[] = [
  { id: 'help', label: messages.labels.help },
  { id: 'faq', label: messages.labels.faq, href: '/faq' },
];

/** The panel alone, as an app that loads it on demand shows it: open, controlled by the app. */
const meta = {
  title: 'Navigation/NavigationDrawer/Panel',
  component: NavigationDrawerPanel,
  args: {
    title: messages.labels.menu,
    items,
    currentHref: '/faq',
    isOpen: true,
    onOpenChange: fn(),
    onAction: fn(),
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof NavigationDrawerPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor's drawer: Help and the FAQ, the FAQ marked as the current page; Escape asks the app to close it. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: messages.labels.menu });
    await expect(within(drawer).getByRole('link', { name: messages.labels.faq })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(drawer.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  globals: { viewport: { value: 'mobile', isRotated: false }, theme: 'senior' },
};
