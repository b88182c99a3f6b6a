import { FOOTER_LINK_DELAY_MS, messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Footer } from './Footer';

const links = {
  privacyPolicy: 'https://provider.example.sg/privacy-policy',
  feedback: 'https://provider.example.sg/feedback',
  forms: 'https://provider.example.sg/forms',
  brochures: 'https://provider.example.sg/brochures',
  reportVulnerability: 'https://provider.example.sg/report-vulnerability',
};

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    copyright: '© 2026 Provider name',
    links,
    socialLinks: [
      { label: 'Facebook', href: 'https://facebook.example/provider' },
      { label: 'Instagram', href: 'https://instagram.example/provider' },
    ],
    openWindow: fn(),
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const privacy = canvas.getByRole('link', {
      name: `${messages.labels.privacyPolicy} (opens in a new tab)`,
    });
    await expect(privacy).toHaveAttribute('target', '_blank');
    await userEvent.click(privacy);
    // Opens only after the delay, so the click's feedback shows first.
    await expect(args.openWindow).not.toHaveBeenCalled();
    await waitFor(() => expect(args.openWindow).toHaveBeenCalledWith(links.privacyPolicy), {
      timeout: FOOTER_LINK_DELAY_MS * 10,
    });
  },
};

export const WithoutSocialLinks: Story = { name: 'Without social links', args: { socialLinks: [] } };

export const WithFaqLink: Story = {
  name: 'With FAQ link',
  args: { appLinks: [{ label: messages.labels.faq, href: '/faq' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const faq = canvas.getByRole('link', { name: messages.labels.faq });
    await expect(faq).toHaveAttribute('href', '/faq');
    await expect(faq).not.toHaveAttribute('target');
  },
};

export const LongNames: Story = {
  name: 'Long names',
  args: {
    copyright:
      '© 2026 NTUC Health Co-operative Limited, Active Ageing and Senior Day Care Services. All rights reserved.',
  },
};

export const Chinese: Story = {
  name: 'Chinese text',
  args: { copyright: '© 2026 职总保健合作社', newTabHint: '（在新标签页中打开）' },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const SeniorMode: Story = { name: 'Senior mode', globals: { theme: 'senior' } };
