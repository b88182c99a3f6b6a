import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CalendarIcon, Icon, MenuIcon } from '../Icon';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Save', onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Tertiary: Story = { args: { variant: 'tertiary', children: 'Edit' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Save/ });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const FullWidth: Story = { args: { fullWidth: true, children: 'Next' } };

export const Keyboard: Story = {
  name: 'Pressed by keyboard',
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const LongLabel: Story = {
  name: 'Long label',
  args: { children: 'Register for the Functional Strength Training programme at Kampung Admiralty' },
};

export const Chinese: Story = { name: 'Chinese text', args: { children: '保存' } };

export const WithIcon: Story = {
  name: 'With an icon',
  args: { icon: <Icon icon={CalendarIcon} />, children: 'Book a session' },
  play: async ({ canvasElement }) => {
    // The icon is decorative: the button's name is its text.
    await expect(within(canvasElement).getByRole('button', { name: 'Book a session' })).toBeVisible();
  },
};

export const IconOnly: Story = {
  name: 'Icon only',
  render: ({ onPress }) => (
    <Button
      variant="tertiary"
      icon={<Icon icon={MenuIcon} size="large" />}
      aria-label="Menu"
      onPress={onPress}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAccessibleName('Menu');
    // At least a touch target across, though it shows only an icon.
    const box = button.getBoundingClientRect();
    await expect(Math.round(box.width)).toBeGreaterThanOrEqual(Math.round(box.height) - 1);
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const IconOnlySenior: Story = {
  ...IconOnly,
  name: 'Icon only, senior mode',
  globals: { theme: 'senior' },
};
