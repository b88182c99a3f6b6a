import { denticarePageMessages, messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DenticareScreen } from '../../../test/screens/DenticareScreen';
import { denticareData } from '../../../features/denticare/fakes/fakeDenticareApi';
import { pendingAnnouncementGone } from '../../../features/denticare/fakes/storySteps';

const text = denticarePageMessages.cancel;
const LINK_ID = 'Yq3v9kT2mZs8LwP4nR6xC1bD0fH7jA5e';

function withLink(status: 'BOOKED' | 'CANCELLED' | '') {
  const data = denticareData();
  data.cancellations[LINK_ID] = {
    appointmentDate: '2026-12-03T01:45:00.000Z',
    nric: '*****567D',
    serviceName: 'Dental Scaling and Polishing',
    appointmentId: LINK_ID,
    clientSessionId: 'another-tab',
    status,
  };
  return data;
}

const meta = {
  title: 'Screens/Denticare/Cancel by link',
  component: DenticareScreen,
  args: { path: `/denticare/appointment/${LINK_ID}`, data: withLink('BOOKED') },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof DenticareScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Booked: Story = {
  name: 'Booked: ready to cancel',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('03/12/2026, 09:45 AM')).toBeVisible();
    await expect(canvas.getByText('*****567D')).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.confirm })).toBeVisible();
  },
};

export const Success: Story = {
  name: 'CANCELLATION_SUCCESS',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.confirm }));
    await expect(await canvas.findByText(messages.denticare.cancellationSuccess)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.confirm })).toBeNull();
    await pendingAnnouncementGone(canvasElement);
  },
};

export const Failed: Story = {
  name: 'CANCELLATION_FAILED',
  args: { options: { cancelRefusal: messages.booking.appointmentTooLate } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.confirm }));
    await expect(await canvas.findByText(messages.denticare.cancellationFailed)).toBeVisible();
    await expect(canvas.getByText(messages.booking.appointmentTooLate)).toBeVisible();
    await pendingAnnouncementGone(canvasElement);
  },
};

export const NotAvailable: Story = {
  name: 'APPOINTMENT_NOT_AVAILABLE: passed',
  args: { data: withLink('') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(messages.denticare.appointmentNotAvailable),
    ).toBeVisible();
  },
};

export const UnknownLink: Story = {
  name: 'APPOINTMENT_NOT_AVAILABLE: unknown link',
  args: { path: '/denticare/appointment/not-a-real-id' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(messages.denticare.appointmentNotAvailable),
    ).toBeVisible();
  },
};

export const AlreadyCancelled: Story = {
  name: 'Already cancelled',
  args: { data: withLink('CANCELLED') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.alreadyCancelled)).toBeVisible();
  },
};

/** A 500 goes to /denticare/something-went-wrong. */
export const ServerError: Story = {
  name: 'Server error: something went wrong',
  args: { options: { serverError: [`public/v1/appointment/cancel/${LINK_ID}`] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: messages.generic.oopsTitle }),
    ).toBeVisible();
  },
};
