import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ActionLink } from './ActionLink';

const REASON = 'Rescheduling closes 24 hours before the session. Please call us to change it.';

const meta = {
  title: 'Primitives/ActionLink',
  component: ActionLink,
  args: {
    href: '/appointment-reschedule?sessionId=s-8',
    children: 'Reschedule',
    'aria-label': 'Reschedule Session 8 of 12 on 24/11/2026',
  },
  render: (args) => (
    <div>
      <ActionLink {...args} />
      {args.isDisabled === true ? <p id="reason">{REASON}</p> : null}
    </div>
  ),
} satisfies Meta<typeof ActionLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Allowed: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Reschedule Session 8 of 12 on 24/11/2026',
    });
    await expect(link).toHaveAttribute('href', '/appointment-reschedule?sessionId=s-8');
  },
};

export const Refused: Story = {
  name: 'Refused, with the reason',
  args: { isDisabled: true, reasonId: 'reason' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    const button = canvas.getByRole('button', { name: 'Reschedule Session 8 of 12 on 24/11/2026' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(REASON);
  },
};

export const Primary: Story = {
  args: { variant: 'primary', children: 'Book a session', 'aria-label': undefined },
};

export const SeniorMode: Story = {
  name: 'Senior mode, refused',
  globals: { theme: 'senior' },
  args: { isDisabled: true, reasonId: 'reason' },
};
