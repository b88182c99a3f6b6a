import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { Skeleton, SkeletonGroup } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  name: 'Text lines',
  play: async ({ canvasElement }) => {
    // Screen readers hear 'Loading', never the shapes.
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(messages.generic.loading);
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Heading: Story = { args: { shape: 'heading' } };

export const Block: Story = { args: { shape: 'block' } };

export const Circle: Story = { name: 'Circle (photo)', args: { shape: 'circle' } };

export const ButtonShape: Story = { name: 'Button', args: { shape: 'button' } };

export const CardShape: Story = { name: 'Card', args: { shape: 'card' } };

export const OwnLabel: Story = {
  name: 'With its own label',
  args: { shape: 'card', label: 'Loading your appointments' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your appointments');
  },
};

/** A profile page on its way: the shapes of its sections, announced once. */
const page: Story = {
  render: () => (
    <SkeletonGroup>
      <div
        className={sprinkles({ display: 'grid', alignItems: 'center', gap: 'md' })}
        style={{ gridTemplateColumns: 'auto 1fr' }}
      >
        <Skeleton shape="circle" />
        <Skeleton shape="heading" />
      </div>
      <div
        className={sprinkles({ display: 'grid', gap: 'md' })}
        style={{ gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.textMinWidth}), 1fr))` }}
      >
        <Skeleton shape="card" lines={3} />
        <Skeleton shape="card" />
      </div>
      <Skeleton shape="block" aspectRatio={3} />
      <Skeleton />
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    // One announcement for the whole page, however many shapes it has.
    const status = within(canvasElement).getAllByRole('status');
    await expect(status).toHaveLength(1);
    await expect(status[0]).toHaveTextContent(messages.generic.loading);
  },
};

export const PageMobile: Story = {
  ...page,
  name: 'A page loading, mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const PageDesktop: Story = {
  ...page,
  name: 'A page loading, desktop',
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const SeniorMode: Story = {
  ...page,
  name: 'Senior mode, mobile',
  globals: { theme: 'senior', viewport: { value: 'mobile', isRotated: false } },
};
