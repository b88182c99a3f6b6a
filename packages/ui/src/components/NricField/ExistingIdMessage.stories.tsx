import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExistingIdMessage } from './ExistingIdMessage';

const meta = {
  title: 'Forms/NricField/ExistingIdMessage',
  component: ExistingIdMessage,
  args: { onLinkProfile: fn() },
} satisfies Meta<typeof ExistingIdMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its last words are the action: here a button, when the page handles it. */
export const AsButton: Story = {
  name: 'With a button',
  play: async ({ args, canvasElement }) => {
    const action = within(canvasElement).getByRole('button', { name: messages.validation.linkYourProfile });
    await userEvent.click(action);
    await expect(args.onLinkProfile).toHaveBeenCalledTimes(1);
  },
};

/** A link, when the page to link the profile has its own address. */
export const AsLink: Story = {
  name: 'With a link',
  args: { linkProfileHref: '/link-account' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: messages.validation.linkYourProfile }),
    ).toHaveAttribute('href', '/link-account');
  },
};

export const Mobile: Story = {
  args: { linkProfileHref: '/link-account' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const SeniorMode: Story = { name: 'Senior mode', globals: { theme: 'senior' } };
