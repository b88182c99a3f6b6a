import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { InlineAlert } from './InlineAlert';

const meta = {
  title: 'Feedback/InlineAlert',
  component: InlineAlert,
  args: {
    tone: 'error',
    title: messages.payment.unsuccessful,
    children: <p>{messages.payment.tryAgainOrAnotherCard}</p>,
  },
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A refusal the person must act on: read out at once. */
export const Refusal: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(messages.payment.unsuccessful);
    await expect(alert).toHaveTextContent(messages.payment.tryAgainOrAnotherCard);
  },
};

export const Success: Story = {
  args: { tone: 'success', title: 'Your card is saved', children: <p>It is now your default card.</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your card is saved');
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Your bank has not confirmed yet',
    children: <Button variant="secondary">Check again</Button>,
  },
};

export const Info: Story = {
  args: { tone: 'info', title: 'Waiting for your payment', children: undefined },
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  globals: { theme: 'senior' },
  play: Refusal.play,
};
