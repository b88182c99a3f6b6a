import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Pages/NotFoundPage',
  component: NotFoundPage,
  args: { websiteUrl: 'https://provider.example.sg/' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  name: 'Not found',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Focus moves to the title once the page has mounted.
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: messages.generic.notFoundTitle })).toHaveFocus(),
    );
    await expect(canvas.getByText(messages.generic.notFoundBody)).toBeVisible();
    await expect(canvas.getByRole('link', { name: messages.generic.notFoundAction })).toHaveAttribute(
      'href',
      'https://provider.example.sg/',
    );
  },
};

export const LongNames: Story = {
  name: 'Long names',
  args: {
    websiteLabel: 'Go to the NTUC Health Co-operative Limited main website for seniors and caregivers',
  },
};

export const Chinese: Story = { name: 'Chinese text', args: { websiteLabel: '前往我们的网站' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const SeniorMode: Story = { name: 'Senior mode', globals: { theme: 'senior' } };
