import { messages, myServicesPageMessages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ServicesScreen } from '../../test/screens/ServicesScreen';
import { servicesData } from '../../features/services/fakes/sampleServices';
import { expectLoading } from '../../features/services/fakes/storyChecks';

const text = myServicesPageMessages;

const meta = {
  title: 'Screens/Appointments/Cancel appointment',
  component: ServicesScreen,
  args: { path: '/appointment-cancel?sessionId=post-1', data: servicesData() },
} satisfies Meta<typeof ServicesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Free until 24 hours before; the reason is asked for. */
export const FreeOfCharge: Story = {
  name: 'Free of charge',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const consequence = await canvas.findByRole('region', { name: text.whatCancellingMeans });
    await expect(consequence).toHaveTextContent('You can cancel this appointment free of charge until');
    await expect(canvas.getByText(messages.labels.cancellationReasons.replace('*', ''))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Reasons' })).toBeRequired();
  },
};

/** An intake appointment: always cancelled with charge, and what the charge is, said before confirming. */
export const WithCharge: Story = {
  name: 'Intake appointment: with charge',
  args: { path: '/appointment-cancel?sessionId=gym-1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const consequence = await canvas.findByRole('region', { name: text.whatCancellingMeans });
    await expect(consequence).toHaveTextContent(messages.booking.chargedCancellation);
    await expect(consequence).toHaveTextContent(messages.booking.intakeChargeRule);
    // Stated before the confirmation, which comes after it on the page.
    const confirm = canvas.getByRole('button', { name: text.confirmCancelAppointment });
    await expect(
      consequence.compareDocumentPosition(confirm) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

/** Confirm without a reason: the API's message at the field, and focus there. */
export const ReasonRequired: Story = {
  name: 'Reason required',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.confirmCancelAppointment }));
    const reason = canvas.getByRole('textbox', { name: 'Reasons' });
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription(
        expect.stringContaining(messages.validation.cancellationReasonRequired),
      ),
    );
    await expect(reason).toHaveFocus();
  },
};

export const RefusedTooLate: Story = {
  name: 'Refused: less than 24 hours before',
  args: { path: '/appointment-cancel?sessionId=strength-pre' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.booking.appointmentTooLate)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Reasons' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { options: { reviewHang: true } },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement);
  },
};

export const NotFound: Story = {
  name: 'Booking not found',
  args: { path: '/appointment-cancel?sessionId=gone' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(messages.booking.bookingNotFound)).toBeVisible();
  },
};
