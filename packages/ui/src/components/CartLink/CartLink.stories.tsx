import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CartLink } from './CartLink';

/**
 * 'Cart' and the count, read as one name. Where the word is hidden from sight (a phone), Chrome puts a space
 * before the comma, which a screen reader does not voice.
 */
const cartNamed = (count: string) => new RegExp(`^${messages.labels.cart}\\s?, ${count}$`);

const meta = {
  title: 'Navigation/CartLink',
  component: CartLink,
  args: { href: '/cart-review', count: 2 },
} satisfies Meta<typeof CartLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {
  name: 'With items',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: cartNamed('2 items') })).toBeVisible();
  },
};

export const Empty: Story = { args: { count: 0 } };

export const OnePhone: Story = {
  name: 'One item, on a phone',
  args: { count: 1 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: cartNamed('1 item') })).toBeVisible();
  },
};

export const Senior: Story = { name: 'Senior mode', globals: { theme: 'senior' } };
