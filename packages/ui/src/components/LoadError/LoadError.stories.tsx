import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadError } from './LoadError';

const meta = {
  title: 'Feedback/LoadError',
  component: LoadError,
  args: { onRetry: fn() },
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.generic.somethingWentWrong);
    await userEvent.click(canvas.getByRole('button', { name: messages.generic.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const OwnWords: Story = {
  name: 'Its own words',
  args: { children: 'The list of banks could not be read.' },
};

export const SeniorMode: Story = { name: 'Senior mode', globals: { theme: 'senior' } };

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
