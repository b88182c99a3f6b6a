import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NavigationDrawerButton } from './NavigationDrawerButton';

const meta = {
  title: 'Navigation/NavigationDrawer/Button',
  component: NavigationDrawerButton,
  args: { isExpanded: false, onPress: fn(), onIntent: fn() },
} satisfies Meta<typeof NavigationDrawerButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: it says it opens a dialog, and asks for the drawer's code as soon as it takes focus. */
export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: messages.labels.menu });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(args.onIntent).toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** While its drawer is open. */
export const Expanded: Story = {
  args: { isExpanded: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: messages.labels.menu })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const SeniorMode: Story = { name: 'Senior mode', globals: { theme: 'senior' } };
