import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, fn, userEvent, within } from 'storybook/test';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Pages/ErrorPage',
  component: ErrorPage,
  args: { variant: 'retry', onRetry: fn(), onRefresh: fn() },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Retry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Focus moves to the title once the page has mounted.
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { level: 1, name: messages.generic.somethingWentWrong }),
      ).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('button', { name: messages.generic.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Refresh: Story = {
  args: { variant: 'refresh' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Focus moves to the title once the page has mounted.
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: messages.generic.oopsTitle })).toHaveFocus(),
    );
    await expect(canvas.getByText(messages.generic.oopsBody)).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  args: { variant: 'refresh' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  args: { variant: 'refresh' },
  globals: { theme: 'senior' },
};
