import { DEMO_PROVIDER_FACTS, egiroLandingMessages, hotlines, messages } from '@careportal/domain';
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

export const WithHotlines: Story = {
  name: 'With hotlines',
  args: {
    hotlines: hotlines(DEMO_PROVIDER_FACTS).map((hotline) => ({
      ...hotline,
      label:
        hotline.kind === 'billing'
          ? egiroLandingMessages.billingHotline
          : egiroLandingMessages.generalHotline,
    })),
  },
  play: async ({ canvasElement }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: messages.labels.supportTitle,
      }),
    );
    await expect(dialog.getByRole('link', { name: '+65 6000 0002' })).toHaveAttribute(
      'href',
      'tel:+6560000002',
    );
    await expect(dialog.getByText('Monday to Friday, 8.30am to 5.30pm')).toBeVisible();
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
