import { formatMessage, messages, myServicesPageMessages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ServicesScreen } from '../../test/screens/ServicesScreen';
import { servicesData } from '../../features/services/fakes/sampleServices';
import { expectLoading } from '../../features/services/fakes/storyChecks';

const text = myServicesPageMessages;

const meta = {
  title: 'Screens/Appointments/Cancel session',
  component: ServicesScreen,
  args: { path: '/session-cancel?sessionId=s-8', data: servicesData() },
} satisfies Meta<typeof ServicesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under two working days away: the person is told it will be forfeited before confirming. */
export const InsideGracePeriod: Story = {
  name: 'Inside the grace period: forfeited',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const consequence = await canvas.findByRole('region', { name: text.whatCancellingMeans });
    await expect(consequence).toHaveTextContent(
      formatMessage(messages.booking.forfeitWarning, { graceWorkingDays: 2 }),
    );
    await expect(canvas.getByRole('button', { name: text.confirmForfeitSession })).toBeEnabled();
  },
};

/** Further away: free until the end of its last free day. */
export const OutsideGracePeriod: Story = {
  name: 'Outside the grace period: free',
  args: { path: '/session-cancel?sessionId=s-9' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const consequence = await canvas.findByRole('region', { name: text.whatCancellingMeans });
    await expect(consequence).toHaveTextContent(
      formatMessage(messages.booking.freeCancellation, { deadline: 'the end of 01/12/2026' }),
    );
    await expect(canvas.getByRole('button', { name: text.confirmCancelSession })).toBeEnabled();
  },
};

export const ReasonRequired: Story = {
  name: 'Reason required',
  args: { path: '/session-cancel?sessionId=s-9' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.confirmCancelSession }));
    const reason = canvas.getByRole('textbox', { name: 'Reasons' });
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription(
        expect.stringContaining(messages.validation.cancellationReasonRequired),
      ),
    );
    await expect(reason).toHaveFocus();
  },
};

export const RefusedStarted: Story = {
  name: 'Refused: already cancelled',
  args: { path: '/session-cancel?sessionId=s-6' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(messages.booking.notScheduled)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { options: { reviewHang: true } },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement);
  },
};
