import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Button } from '../Button';
import { Footer } from '../Footer';
import { PageLayout } from '../PageLayout';
import { BRAND_SIZES, Mark, Wordmark } from './Brand';

const meta = {
  title: 'Brand/Wordmark and mark',
  component: Wordmark,
} satisfies Meta<typeof Wordmark>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 'lg' });

export const WordmarkDefault: Story = {
  name: 'Wordmark',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: messages.brand.name })).toBeVisible();
  },
};

export const WordmarkSizes: Story = {
  name: 'Wordmark sizes',
  render: (args) => (
    <div className={row}>
      {BRAND_SIZES.map((size) => (
        <Wordmark key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const WithProvider: Story = {
  name: 'With the provider name',
  args: { providerName: 'Sunrise Community Care' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: messages.brand.name })).toBeVisible();
    await expect(canvas.getByText('Sunrise Community Care')).toBeVisible();
  },
};

export const MarkDefault: Story = {
  name: 'Mark',
  render: () => (
    <div className={row}>
      {BRAND_SIZES.map((size) => (
        <Mark key={size} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img', { name: messages.brand.name })).toHaveLength(3);
  },
};

export const Decorative: Story = {
  name: 'Mark beside its name',
  render: () => (
    <p className={sprinkles({ display: 'flex', alignItems: 'center', gap: 'xs', fontWeight: 'bold' })}>
      <Mark label="" size="small" />
      {messages.brand.name}
    </p>
  ),
  play: async ({ canvasElement }) => {
    // The text says the name, so the mark is hidden rather than read twice.
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

const footer = (
  <Footer
    copyright="© 2026 Sunrise Community Care"
    links={{
      privacyPolicy: 'https://provider.example.sg/privacy-policy',
      feedback: 'https://provider.example.sg/feedback',
      forms: 'https://provider.example.sg/forms',
      brochures: 'https://provider.example.sg/brochures',
      reportVulnerability: 'https://provider.example.sg/report-vulnerability',
    }}
    openWindow={fn()}
  />
);

const inLogoBar: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <PageLayout
      variant="gradient"
      logo={<Wordmark {...args} />}
      logoHref="/"
      account={<Button variant="secondary">{messages.labels.login}</Button>}
      footer={footer}
    >
      <p>{messages.labels.myServices}</p>
    </PageLayout>
  ),
  play: async ({ canvasElement }) => {
    // The logo is the link home, named by the wordmark.
    await expect(within(canvasElement).getByRole('link', { name: messages.brand.name })).toBeVisible();
  },
};

export const LogoBarMobile: Story = {
  ...inLogoBar,
  name: 'In the logo bar, mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const LogoBarDesktop: Story = {
  ...inLogoBar,
  name: 'In the logo bar, desktop',
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const SeniorMode: Story = {
  ...inLogoBar,
  name: 'Senior mode, mobile',
  globals: { theme: 'senior', viewport: { value: 'mobile', isRotated: false } },
};
