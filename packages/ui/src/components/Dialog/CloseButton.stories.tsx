import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CloseButton } from './CloseButton';

/** The dialogs' and banners' close button: an icon with an accessible name. */
const meta = {
  title: 'Internals/CloseButton',
  component: CloseButton,
  args: { label: messages.labels.close, onPress: fn() },
} satisfies Meta<typeof CloseButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: messages.labels.close });
    button.focus();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Chinese: Story = { name: 'Chinese text', args: { label: '关闭' } };

export const SeniorMode: Story = { name: 'Senior mode', globals: { theme: 'senior' } };
