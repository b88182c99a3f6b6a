import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/faq/general', children: messages.labels.helpCentre },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      Not sure how to link your records? Read our <Link {...args} /> for step-by-step help.
    </p>
  ),
};

export const Standalone: Story = { args: { variant: 'standalone' } };

/** A page's main next step: a link that looks like a button, with the button's touch target and focus ring. */
export const PrimaryButton: Story = {
  name: 'Primary button look',
  args: { variant: 'primaryButton', children: 'Book a dental appointment' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Book a dental appointment' });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const SecondaryButton: Story = {
  name: 'Secondary button look',
  args: { variant: 'secondaryButton', children: 'Register for a service' },
};

export const External: Story = {
  name: 'Opens in a new tab',
  args: { href: 'https://www.example.sg/privacy', children: messages.labels.privacyPolicy, isExternal: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: `${messages.labels.privacyPolicy} (opens in a new tab)`,
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Keyboard: Story = {
  name: 'Focused by keyboard',
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: messages.labels.helpCentre })).toHaveFocus();
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: {
    variant: 'standalone',
    children:
      'Read the full terms and conditions of the Functional Strength Training programme at Kampung Admiralty',
  },
};

export const Chinese: Story = {
  name: 'Chinese text',
  args: {
    href: 'https://www.example.sg/forms',
    children: '表格',
    isExternal: true,
    newTabHint: '（在新标签页中打开）',
  },
};
