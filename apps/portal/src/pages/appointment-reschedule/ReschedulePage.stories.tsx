import {
  formatMessage,
  formatSingaporeTime,
  messages,
  myServicesPageMessages,
  type VacantSlot,
} from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ServicesScreen } from '../../test/screens/ServicesScreen';
import { clashWithMother, sampleSlots, servicesData } from '../../features/services/fakes/sampleServices';
import { expectLoading } from '../../features/services/fakes/storyChecks';

const text = myServicesPageMessages;
const [monday9, monday10, tuesday14] = sampleSlots() as [VacantSlot, VacantSlot, VacantSlot];
const slotName = (slot: { startsAt: string; endsAt: string }) =>
  formatMessage(text.timeRange, {
    start: formatSingaporeTime(slot.startsAt),
    end: formatSingaporeTime(slot.endsAt),
  });

const meta = {
  title: 'Screens/Appointments/Reschedule',
  component: ServicesScreen,
  args: { path: '/appointment-reschedule?sessionId=s-9', data: servicesData() },
} satisfies Meta<typeof ServicesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The booking, and the free times of the next 2 weeks by day; one chosen. */
export const WithSlots: Story = {
  name: 'With slots',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Free times on Monday, 30/11/2026' }),
    ).toBeVisible();
    const choice = canvas.getByRole('button', { name: slotName(monday10) });
    await userEvent.click(choice);
    await expect(choice).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Your choice: Monday, 30/11/2026, 10:00 AM to 10:45 AM')).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.confirmNewTime })).toBeEnabled();
  },
};

/** Opened from the care calendar for her mother's pre-assessment: the page says whose booking it moves. */
export const ForLovedOne: Story = {
  name: "For a loved one's booking (care calendar)",
  args: {
    path: '/appointment-reschedule?sessionId=post-1&for=loved-1&returnTo=%2Fcare-calendar',
    options: { lovedOnes: [{ id: 'loved-1', name: 'Tan Mei Ling' }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This booking is for Tan Mei Ling.')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: /^Free times on / })).toBeVisible();
  },
};

/** A time that clashes with her mother's class: the warning stays in view above Confirm, which still works. */
export const ClashWarning: Story = {
  name: "Time clashes with a loved one's booking",
  args: {
    path: '/appointment-reschedule?sessionId=post-1',
    options: { clashCheck: clashWithMother(tuesday14.startsAt, tuesday14.endsAt) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: slotName(tuesday14) }));
    await expect(await canvas.findByText(text.clashWarningTitle)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.confirmNewTime })).toBeEnabled();
  },
};

export const NoSlots: Story = {
  name: 'No slots',
  args: { data: servicesData({ slots: {} }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.generic.noResults)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.confirmNewTime })).toBeNull();
  },
};

/** Confirm without a time: the page asks for one. */
export const ChooseTimeFirst: Story = {
  name: 'Choose a time first',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.confirmNewTime }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text.chooseTimeFirst);
    await expect(canvas.getByRole('heading', { name: text.chooseNewTime })).toHaveFocus();
  },
};

/** Someone took the time meanwhile: the person stays, with the times as they are now. */
export const SlotTaken: Story = {
  name: 'Slot taken',
  args: { data: servicesData({ takeSlotOnce: monday9.startsAt }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: slotName(monday9) }));
    await userEvent.click(canvas.getByRole('button', { name: text.confirmNewTime }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.booking.slotTaken);
    await waitFor(() => expect(canvas.queryByRole('button', { name: slotName(monday9) })).toBeNull());
  },
};

export const RefusedGraceOver: Story = {
  name: 'Refused: inside the grace period',
  args: { path: '/appointment-reschedule?sessionId=s-8' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(formatMessage(messages.booking.sessionGraceOver, { graceWorkingDays: 2 })),
    ).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const RefusedIntake: Story = {
  name: 'Refused: intake appointment',
  args: { path: '/appointment-reschedule?sessionId=gym-1' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(messages.booking.intakeNotReschedulable),
    ).toBeVisible();
  },
};

export const RefusedTooLate: Story = {
  name: 'Refused: less than 24 hours before',
  args: { path: '/appointment-reschedule?sessionId=strength-pre' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(messages.booking.appointmentTooLate)).toBeVisible();
  },
};

export const RefusedNotScheduled: Story = {
  name: 'Refused: already cancelled',
  args: { path: '/appointment-reschedule?sessionId=s-6' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(messages.booking.notScheduled)).toBeVisible();
  },
};

export const SlotsLoading: Story = {
  name: 'Slots loading',
  args: { options: { slotsHang: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Session 9 of 12')).toBeVisible();
    await expectLoading(canvasElement);
  },
};

export const NotFound: Story = {
  name: 'Booking not found',
  args: { path: '/appointment-reschedule?sessionId=gone' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(messages.booking.bookingNotFound)).toBeVisible();
  },
};
