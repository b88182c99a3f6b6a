import {
  bookingPageMessages,
  messages,
  myServicesPageMessages as servicesText,
  type ServiceBookingStage,
} from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pressAndExpectProblems } from '../../test/problemSummary';
import { BookingScreen } from '../../test/screens/BookingScreen';
import {
  SESSIONS_SERVICE_ID,
  bookingData,
  bookingPath,
  sampleBooking,
  sampleService,
  sampleSlots,
} from '../../features/services/fakes/sampleBookings';
import { pickDay, pickerShown, timeButton } from '../../features/scheduling/fakes/slotStorySteps';
import { clashWithMother } from '../../features/services/fakes/sampleServices';

const text = bookingPageMessages;

const meta = {
  title: 'Screens/Booking/Sessions',
  component: BookingScreen,
  args: { path: bookingPath('sessions', SESSIONS_SERVICE_ID), data: bookingData('PRE_SESSION_BOOKING') },
} satisfies Meta<typeof BookingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The data at `stage`, the Gym Tonic service as given. */
const atStage = (stage: ServiceBookingStage, fields: Parameters<typeof sampleService>[0] = {}) =>
  bookingData(stage, { services: [sampleService({ bookingStage: stage, ...fields })] });

async function expectSteps(canvasElement: HTMLElement, steps: string[]) {
  const canvas = within(canvasElement);
  const nav = await canvas.findByRole('navigation', { name: text.stepsNavigation });
  const items = within(nav).getAllByRole('listitem');
  await expect(items.map((item) => item.textContent.replace(/^\d+/, ''))).toEqual(steps);
}

const toasts = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('region', { name: /notification/i });

/** PRE_SESSION_BOOKING: the pre-assessment first, its times by day, one to choose. */
export const PreAssessment: Story = {
  name: 'Pre-assessment step',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectSteps(canvasElement, [text.steps.PRE_SESSION, text.steps.SESSION]);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: text.appointment.PRE_SESSION.title }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Free times on Tuesday, 24/11/2026' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.labels.next })).toBeEnabled();
  },
};

/** Next before a time is chosen: the step stays and says so above the picker, in a summary that takes focus. */
export const PreAssessmentProblems: Story = {
  name: 'Pre-assessment, Next before choosing',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Free times on Tuesday, 24/11/2026' }),
    ).toBeVisible();
    await pressAndExpectProblems(canvasElement, messages.labels.next, [text.slots.chooseFirst]);
    await expect(
      canvas.getByRole('heading', { level: 2, name: text.appointment.PRE_SESSION.title }),
    ).toBeVisible();
  },
};

/** Choosing a time by keyboard: Next becomes the booking. */
export const PreAssessmentChosen: Story = {
  name: 'Pre-assessment chosen by keyboard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (await timeButton(canvasElement, '10:00 AM')).focus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(await timeButton(canvasElement, '02:00 PM')).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Your choice: Tuesday, 24/11/2026, 02:00 PM to 02:45 PM')).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.appointment.PRE_SESSION.book })).toBeEnabled();
  },
};

/** Booked: the appointment is listed, and Next goes on to the sessions. */
export const PreAssessmentBooked: Story = {
  name: 'Pre-assessment booked',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await timeButton(canvasElement, '10:00 AM'));
    await userEvent.click(canvas.getByRole('button', { name: text.appointment.PRE_SESSION.book }));
    await expect(await canvas.findByText(/10:00 AM to 10:45 AM: Booked/)).toBeVisible();
    await expect(
      within(await toasts(canvasElement)).getByText(messages.success.appointmentBooked),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.labels.next })).toBeEnabled();
  },
};

/** PRE_SESSION_BOOKING_ON_HEALTH_CONDITION without a reported decline: no pre-assessment. */
export const OnHealthConditionNoDecline: Story = {
  name: 'On health condition, no decline reported',
  args: { data: atStage('PRE_SESSION_BOOKING_ON_HEALTH_CONDITION', { reportedHealthDecline: false }) },
  play: async ({ canvasElement }) => {
    await expectSteps(canvasElement, [text.steps.SESSION]);
    await pickerShown(canvasElement);
  },
};

/** PRE_SESSION_BOOKING_ON_HEALTH_CONDITION after a reported decline: the pre-assessment first. */
export const OnHealthConditionDecline: Story = {
  name: 'On health condition, decline reported',
  args: { data: atStage('PRE_SESSION_BOOKING_ON_HEALTH_CONDITION', { reportedHealthDecline: true }) },
  play: async ({ canvasElement }) => {
    await expectSteps(canvasElement, [text.steps.PRE_SESSION, text.steps.SESSION]);
    await pickerShown(canvasElement);
  },
};

/** BOOKING_COMPLETED: the pre-assessment step shows the one already booked. */
export const BookingCompleted: Story = {
  name: 'Booking completed',
  args: { data: { ...atStage('BOOKING_COMPLETED'), bookings: [sampleBooking()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectSteps(canvasElement, [text.steps.PRE_SESSION, text.steps.SESSION]);
    await expect(await canvas.findByText(/Monday, 23\/11\/2026, 10:00 AM to 10:45 AM: Booked/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.labels.next })).toBeEnabled();
  },
};

/** SESSION_BOOKING: the sessions alone, up to the three left, by day. */
export const Sessions: Story = {
  name: 'Sessions step',
  args: { data: atStage('SESSION_BOOKING') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectSteps(canvasElement, [text.steps.SESSION]);
    await expect(await canvas.findByText('Sessions left to book: 3')).toBeVisible();
    await expect(await canvas.findByRole('grid', { name: /November 2026/ })).toBeVisible();
    await pickDay(canvasElement, 25);
    await expect(
      await canvas.findByRole('heading', { name: 'Free times on Wednesday, 25/11/2026' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.done })).toBeEnabled();
  },
};

/** Three chosen by keyboard: the rest wait until one is unticked. */
export const SessionsChosen: Story = {
  name: 'Sessions chosen by keyboard',
  args: { data: atStage('SESSION_BOOKING') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickDay(canvasElement, 25);
    (await timeButton(canvasElement, '09:00 AM')).focus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(
      canvas.getByText('You have chosen 3 of 3. To choose another time, remove one first.'),
    ).toBeVisible();
    await pickDay(canvasElement, 27);
    await expect(
      await canvas.findByRole('heading', { name: 'Free times on Friday, 27/11/2026' }),
    ).toBeVisible();
    for (const time of canvas.getAllByRole('button', { pressed: false })) await expect(time).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Book 3 sessions' })).toBeEnabled();
  },
};

/**
 * Sessions chosen, one at the very time of her mother's Gym Tonic: the warning names the clash above Book, and she
 * may still book (it warns; it never stops her).
 */
export const SessionsClash: Story = {
  name: "Sessions chosen, one clashes with a loved one's booking",
  args: {
    data: atStage('SESSION_BOOKING'),
    options: { clashCheck: clashWithMother('2026-11-25T10:00:00+08:00', '2026-11-25T02:45:00Z') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickDay(canvasElement, 25);
    await userEvent.click(await timeButton(canvasElement, '09:00 AM'));
    await expect(canvas.queryByText(servicesText.clashWarningTitle)).toBeNull();
    await userEvent.click(await timeButton(canvasElement, '10:00 AM'));
    await expect(await canvas.findByText(servicesText.clashWarningTitle)).toBeVisible();
    await expect(canvas.getByText(/Tan Mei Ling/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Book 2 sessions' })).toBeEnabled();
  },
};

/** Booked: the sessions listed, none left, and Done back to My Services. */
export const SessionsBooked: Story = {
  name: 'Sessions booked',
  args: { data: atStage('SESSION_BOOKING') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickDay(canvasElement, 25);
    for (const time of canvas.getAllByRole('button', { pressed: false })) await userEvent.click(time);
    await userEvent.click(canvas.getByRole('button', { name: 'Book 3 sessions' }));
    const booked = await canvas.findByRole('region', { name: text.sessions.booked });
    await waitFor(() => expect(within(booked).getAllByRole('listitem')).toHaveLength(3));
    await expect(await canvas.findByText(messages.booking.noSessionsLeft)).toBeVisible();
    await expect(within(await toasts(canvasElement)).getByText(messages.booking.sessionBooked)).toBeVisible();
  },
};

/** Someone else took a time just before: the message, where it happened; the other time stays booked. */
export const SlotTaken: Story = {
  name: 'Slot taken',
  args: { data: { ...atStage('SESSION_BOOKING'), takenMeanwhile: ['2026-11-25T10:00:00+08:00'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickDay(canvasElement, 25);
    await userEvent.click(await timeButton(canvasElement, '09:00 AM'));
    await userEvent.click(await timeButton(canvasElement, '10:00 AM'));
    await userEvent.click(canvas.getByRole('button', { name: 'Book 2 sessions' }));
    await expect(await canvas.findByText(messages.booking.slotTaken)).toBeVisible();
    await expect(await canvas.findByText(/09:00 AM to 09:45 AM: Booked/)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: /^10:00 AM to / })).toBeNull());
  },
};

/** No free times in the two weeks shown: said plainly, with later dates to look at. */
export const NoSlots: Story = {
  name: 'No slots',
  args: { data: { ...atStage('SESSION_BOOKING'), slots: { ...sampleSlots(), SESSION: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.slots.none)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.slots.later })).toBeEnabled();
  },
};

/** Every session booked or used: nothing more to choose. */
export const NoSessionsLeft: Story = {
  name: 'No sessions left',
  args: { data: atStage('SESSION_BOOKING', { sessionsUsed: 24 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.booking.noSessionsLeft)).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** The server has the booking but has not confirmed it yet: shown as being confirmed. */
export const BeingConfirmed: Story = {
  name: 'Being confirmed',
  args: { data: { ...atStage('SESSION_BOOKING'), confirmAfterReads: 100 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickDay(canvasElement, 25);
    await userEvent.click(await timeButton(canvasElement, '09:00 AM'));
    await userEvent.click(canvas.getByRole('button', { name: 'Book 1 session' }));
    await expect(await canvas.findByText(/09:00 AM to 09:45 AM: Being confirmed…/)).toBeVisible();
  },
};

/** POST_SESSION_BOOKING: the sessions, then the post-assessment. */
export const PostAssessment: Story = {
  name: 'Post-assessment step',
  args: { data: atStage('POST_SESSION_BOOKING', { sessionsUsed: 24 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectSteps(canvasElement, [text.steps.SESSION, text.steps.POST_SESSION]);
    await userEvent.click(await canvas.findByRole('button', { name: messages.labels.next }));
    const heading = await canvas.findByRole('heading', {
      level: 2,
      name: text.appointment.POST_SESSION.title,
    });
    await expect(heading).toHaveFocus();
    await expect(
      await canvas.findByRole('heading', { name: 'Free times on Monday, 30/11/2026' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { options: { servicesHang: true } },
};

export const LoadError: Story = {
  name: 'Load error',
  args: { options: { servicesFail: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.generic.somethingWentWrong);
    await expect(canvas.getByRole('button', { name: messages.generic.retry })).toBeVisible();
  },
};

export const ServiceNotValid: Story = {
  name: 'Service not valid',
  args: { path: bookingPath('sessions', 'service-not-mine') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.catalogue.serviceNotValid)).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.backToMyServices })).toHaveAttribute('href', '/');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { data: atStage('SESSION_BOOKING') },
  play: SessionsChosen.play,
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  globals: { theme: 'senior' },
  play: PreAssessmentChosen.play,
};
