import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SupportDialog } from './SupportDialog';

const meta = {
  title: 'Overlays/SupportDialog',
  component: SupportDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    supportEmail: 'support@provider.example.sg',
    contactUrl: 'https://provider.example.sg/contact-us',
  },
} satisfies Meta<typeof SupportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: messages.labels.supportTitle });
    const inDialog = within(dialog);
    await expect(inDialog.getByRole('link', { name: 'support@provider.example.sg' })).toHaveAttribute(
      'href',
      'mailto:support@provider.example.sg',
    );
    await expect(inDialog.getByRole('link', { name: /^Contact us/ })).toHaveAttribute(
      'href',
      'https://provider.example.sg/contact-us',
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const LongNames: Story = {
  name: 'Long names',
  args: {
    supportEmail: 'technical.support.for.seniors.and.caregivers@provider-health-cooperative.example.sg',
  },
};

export const Chinese: Story = { name: 'Chinese text', args: { title: '需要帮助吗？' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const SeniorMode: Story = { name: 'Senior mode', globals: { theme: 'senior' } };
