import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Banner } from './Banner';

const meta = {
  title: 'Feedback/Banner',
  component: Banner,
  args: { variant: 'session-expired', isOpen: true, onClose: fn(), onRefresh: fn() },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SessionExpired: Story = {
  name: 'Session expired',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.generic.sessionExpiredTitle);
    await userEvent.click(canvas.getByRole('button', { name: messages.generic.refresh }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const NewVersion: Story = {
  name: 'New version',
  args: { variant: 'new-version' },
  play: async ({ canvasElement }) => {
    // It closes itself after 10 s; the unit test checks that with fake timers.
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(messages.generic.newVersion);
  },
};

export const ClosedByKeyboard: Story = {
  name: 'Closed by keyboard',
  args: { variant: 'new-version' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Closed: Story = {
  args: { isOpen: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Chinese: Story = { name: 'Chinese text', args: { closeLabel: '关闭' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const SeniorMode: Story = { name: 'Senior mode', globals: { theme: 'senior' } };
