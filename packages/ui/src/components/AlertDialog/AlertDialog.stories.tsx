import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { AlertDialog } from './AlertDialog';

const meta = {
  title: 'Overlays/AlertDialog',
  component: AlertDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    title: messages.labels.exitConfirmTitle,
    children: messages.labels.exitConfirmBody,
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ExitConfirmation: Story = {
  name: 'Exit confirmation',
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: messages.labels.exitConfirmTitle });
    await expect(dialog).toHaveAccessibleDescription(messages.labels.exitConfirmBody);
    await waitFor(() => expect(body.getByRole('button', { name: messages.labels.no })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Danger: Story = {
  args: {
    variant: 'danger',
    title: 'Delete this address?',
    children: 'Blk 640 Rowell Road, #05-12, Singapore 200640 will be removed from your profile.',
    cancelLabel: messages.labels.cancel,
    confirmLabel: messages.labels.delete,
  },
};

export const Confirming: Story = {
  args: { isConfirming: true, closeOnConfirm: false },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: new RegExp(messages.labels.yes) }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: {
    title: 'Are you sure you want to cancel your Functional Strength Training session on 24/11/2026?',
    children:
      'Sessions cancelled less than two working days before they start are forfeited and cannot be refunded. Intake-based appointments are always cancelled with charge.',
    cancelLabel: 'Keep my session',
    confirmLabel: 'Cancel my session',
    variant: 'danger',
  },
};

export const Chinese: Story = {
  name: 'Chinese text',
  args: {
    title: '离开此表格？',
    children: '您目前输入的内容将不会被保存。',
    cancelLabel: '否',
    confirmLabel: '是',
  },
};

export const SeniorMode: Story = { name: 'Senior mode', globals: { theme: 'senior' } };

export const OpenedFromButton: Story = {
  name: 'Opened from a button',
  args: { isOpen: false },
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button
          variant="secondary"
          onPress={() => {
            setOpen(true);
          }}
        >
          {messages.labels.exitForm}
        </Button>
        <AlertDialog
          {...args}
          isOpen={isOpen}
          onOpenChange={(open) => {
            setOpen(open);
            args.onOpenChange(open);
          }}
        />
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog', { name: messages.labels.exitConfirmTitle });
    await waitFor(() => expect(body.getByRole('button', { name: messages.labels.no })).toHaveFocus());
    await userEvent.tab();
    await expect(body.getByRole('button', { name: messages.labels.yes })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
