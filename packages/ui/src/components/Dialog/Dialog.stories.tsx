import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal } from './Dialog';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    title: messages.labels.editClientDetails,
    children: 'Full Name, Email and NRIC cannot be edited. Contact us to change them.',
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: messages.labels.editClientDetails });
    await expect(dialog).toBeVisible();
    await expect(body.getByRole('button', { name: 'Close' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const WithFooter: Story = {
  name: 'With footer',
  args: {
    footer: (
      <>
        <Button variant="secondary">{messages.labels.cancel}</Button>
        <Button>{messages.labels.save}</Button>
      </>
    ),
  },
};

export const NotDismissable: Story = {
  name: 'Not dismissable',
  args: {
    title: messages.health.medicalHistoryStale,
    children: 'Please update your medical history before booking.',
    isDismissable: false,
    onOpenChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Small: Story = { args: { size: 'small', title: messages.labels.help } };

export const Large: Story = { args: { size: 'large' } };

export const LongText: Story = {
  name: 'Long text',
  args: {
    title: 'Terms and conditions for the Functional Strength Training programme at Kampung Admiralty',
    children: (
      <>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>
            Sessions cancelled less than two working days before they start are forfeited. Appointments can be
            rescheduled or cancelled only at least 24 hours before they start.
          </p>
        ))}
      </>
    ),
    footer: <Button>{messages.labels.next}</Button>,
  },
};

export const Chinese: Story = {
  name: 'Chinese text',
  args: {
    title: '编辑客户资料',
    children: '全名、电子邮件和身份证号码不可更改。',
    closeLabel: '关闭',
    footer: <Button>保存</Button>,
  },
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  globals: { theme: 'senior' },
  args: {
    footer: (
      <>
        <Button variant="secondary">{messages.labels.cancel}</Button>
        <Button>{messages.labels.save}</Button>
      </>
    ),
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { footer: <Button fullWidth>{messages.labels.save}</Button> },
};

export const OpenedFromButton: Story = {
  name: 'Opened from a button',
  args: { isOpen: false },
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button
          onPress={() => {
            setOpen(true);
          }}
        >
          {messages.labels.edit}
        </Button>
        <Modal
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: messages.labels.edit });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: messages.labels.editClientDetails });
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
