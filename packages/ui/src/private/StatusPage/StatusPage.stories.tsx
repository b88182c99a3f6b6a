import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { ErrorIcon } from '../../components/Icon';
import { StatusPage } from './StatusPage';

/** The skeleton of ErrorPage and NotFoundPage: icon, a title that takes focus, a body and the way on. */
const meta = {
  title: 'Internals/StatusPage',
  component: StatusPage,
  args: {
    icon: ErrorIcon,
    title: messages.generic.oopsTitle,
    body: messages.generic.oopsBody,
    focusOnMount: true,
    actions: <Button onPress={fn()}>{messages.generic.refresh}</Button>,
  },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBody: Story = {
  name: 'With body',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: messages.generic.oopsTitle });
    await waitFor(() => expect(title).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: messages.generic.refresh })).toHaveFocus();
  },
};

export const TitleOnly: Story = {
  name: 'Title only, no focus on mount',
  args: { body: undefined, title: messages.generic.somethingWentWrong, focusOnMount: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).not.toHaveFocus();
  },
};

export const SeniorMode: Story = { name: 'Senior mode', globals: { theme: 'senior' } };
