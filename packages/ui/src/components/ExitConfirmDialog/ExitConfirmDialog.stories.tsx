import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExitConfirmDialog } from './ExitConfirmDialog';

const meta = {
  title: 'Overlays/ExitConfirmDialog',
  component: ExitConfirmDialog,
  args: { isOpen: true, onOpenChange: fn(), onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ExitConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  name: 'Open, answered No',
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: messages.labels.exitConfirmTitle });
    await expect(dialog).toHaveAccessibleDescription(messages.labels.exitConfirmBody);
    const no = within(dialog).getByRole('button', { name: messages.labels.no });
    await expect(no).toHaveFocus();
    await userEvent.click(no);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const AnsweredYes: Story = {
  name: 'Answered Yes',
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: messages.labels.yes }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const LongNames: Story = {
  name: 'Long names',
  args: {
    title: 'Leave the registration form for the Functional Strength Training programme at Kampung Admiralty?',
    body: 'What you have entered so far for yourself and your loved one, including addresses and emergency contacts, will not be saved.',
  },
};

export const Chinese: Story = {
  name: 'Chinese text',
  args: {
    title: '离开此表格？',
    body: '您目前输入的内容将不会被保存。',
    cancelLabel: '不',
    confirmLabel: '是',
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const SeniorMode: Story = { name: 'Senior mode', globals: { theme: 'senior' } };
