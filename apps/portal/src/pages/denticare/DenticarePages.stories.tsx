import { denticarePageMessages, messages, slotPickerMessages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DenticareScreen, STORY_SESSION_ID } from '../../test/screens/DenticareScreen';
import {
  FAKE_SERVICE_ID,
  bookedAppointment,
  denticareData,
  sampleClient,
} from '../../features/denticare/fakes/fakeDenticareApi';
import type { PublicSlot, TakenState } from '../../features/denticare/api';
import {
  calendarDay,
  expectChosen,
  pendingAnnouncementGone,
  timeButton,
} from '../../features/denticare/fakes/storySteps';

const text = denticarePageMessages;
const mobile = { viewport: { value: 'mobile', isRotated: false } };

function withAppointment(status: 'HELD' | 'BOOKED') {
  const data = denticareData();
  data.appointments[STORY_SESSION_ID] = bookedAppointment(STORY_SESSION_ID, status);
  data.clients[STORY_SESSION_ID] = sampleClient();
  return data;
}

const nextFree: PublicSlot[] = [
  {
    centerId: 'centre-bedok',
    resourceId: 'dentist-lim',
    resourceName: 'Dr Lim Wei Ling',
    monthAndYear: '2026-12',
    dayOfMonth: '03',
    timeSlot: '10:30 am',
    startsAt: '2026-12-03T02:30:00.000Z',
  },
  {
    centerId: 'centre-bedok',
    resourceId: 'dentist-lim',
    resourceName: 'Dr Lim Wei Ling',
    monthAndYear: '2026-12',
    dayOfMonth: '08',
    timeSlot: '09:00 am',
    startsAt: '2026-12-08T01:00:00.000Z',
  },
];

const takenState = (slots: PublicSlot[]): TakenState => ({
  when: 'Thursday, 03/12/2026, 09:45 AM',
  nextAvailable: slots,
  serviceId: FAKE_SERVICE_ID,
});

const meta = {
  title: 'Screens/Denticare/Pages',
  component: DenticareScreen,
  args: { path: '/denticare' },
  globals: mobile,
} satisfies Meta<typeof DenticareScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Landing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Denticare' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.landing.book })).toHaveAttribute(
      'href',
      '/denticare/book-appointment',
    );
  },
};

export const LandingDesktop: Story = {
  name: 'Landing: desktop',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: text.landing.book })).toBeVisible();
  },
};

export const LandingWithAppointment: Story = {
  name: 'Landing: appointment already booked',
  args: { data: withAppointment('BOOKED') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.landing.existingTitle)).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.landing.seeExisting })).toBeVisible();
  },
};

export const ConfirmOrder: Story = {
  name: 'Confirm order: booked',
  args: { path: '/denticare/confirm-order', data: withAppointment('BOOKED') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.confirmed.sent)).toBeVisible();
    await expect(canvas.getByText('Thursday, 03/12/2026')).toBeVisible();
    await expect(canvas.getByText('09:45 AM')).toBeVisible();
  },
};

export const ConfirmOrderNothing: Story = {
  name: 'Confirm order: nothing booked',
  args: { path: '/denticare/confirm-order' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: text.landing.book })).toBeVisible();
  },
};

export const HoldOn: Story = {
  name: 'Hold on: time just taken',
  args: { path: '/denticare/hold-on', state: takenState(nextFree) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.holdOn.title)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: /^Book Thursday, 03\/12\/2026, 10:30 AM with Dr Lim/ }),
    ).toBeVisible();
  },
};

/** One press on a next free time holds it and goes on with the booking. */
export const HoldOnPick: Story = {
  name: 'Hold on: next free time picked',
  args: { path: '/denticare/hold-on', state: takenState(nextFree) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: /^Book Thursday, 03\/12\/2026, 10:30 AM/ }),
    );
    await expect(await canvas.findByRole('heading', { name: text.steps.step2 })).toBeVisible();
    await pendingAnnouncementGone(canvasElement);
  },
};

export const HoldOnNoneFree: Story = {
  name: 'Hold on: no other free time',
  args: { path: '/denticare/hold-on', state: takenState([]) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.holdOn.noneFree)).toBeVisible();
  },
};

export const RetainedOrder: Story = {
  name: 'Retained order: hold lapsed',
  args: { path: '/denticare/retained-order', state: takenState(nextFree), data: withAppointment('HELD') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.denticare.holdExpired)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Book Tuesday, 08\/12\/2026, 09:00 AM/ }));
    // The details are kept: straight to the review.
    await expect(await canvas.findByRole('heading', { name: text.steps.step3 })).toBeVisible();
    await pendingAnnouncementGone(canvasElement);
  },
};

export const ExistingFound: Story = {
  name: 'Existing appointment found',
  args: { path: '/denticare/existing-appointment-found', data: withAppointment('BOOKED') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Denticare Bedok')).toBeVisible();
    await expect(canvas.getByText('Dr Lim Wei Ling')).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.existing.cancel })).toHaveAttribute(
      'href',
      '/denticare/appointment/Yq3v9kT2mZs8LwP4nR6xC1bD0fH7jA5e',
    );
  },
};

/** Change the time: the booking page with the clinic, dentist, month and day chosen again, the time blank. */
export const ExistingChange: Story = {
  name: 'Existing appointment: change restores the choice, time blank',
  args: { path: '/denticare/existing-appointment-found', data: withAppointment('BOOKED') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.existing.change }));
    await expectChosen(canvasElement, 'Clinic', 'Denticare Bedok');
    await expect((await calendarDay(canvasElement, 3)).closest('[role="gridcell"]')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await timeButton(canvasElement, /^10:30 AM/)).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText(slotPickerMessages.nothingChosen)).toBeVisible();
  },
};

export const ExistingHeld: Story = {
  name: 'Existing appointment: only held',
  args: { path: '/denticare/existing-appointment-found', data: withAppointment('HELD') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: text.existing.finish }),
    ).toBeVisible();
  },
};

/** A session that booked already and opens the booking page is shown its appointment. */
export const BookingFindsExisting: Story = {
  name: 'Book again: existing appointment found',
  args: { path: '/denticare/book-appointment', data: withAppointment('BOOKED') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.existing.body)).toBeVisible();
  },
};
