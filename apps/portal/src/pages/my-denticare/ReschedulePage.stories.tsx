import {
  messages,
  myDenticarePageMessages as text,
  myServicesPageMessages as servicesText,
  slotPickerMessages,
} from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MyDenticareScreen } from '../../test/screens/MyDenticareScreen';
import { denticareData } from '../../features/denticare/fakes/sampleMyDenticare';
import { pickSlot, timeButton } from '../../features/scheduling/fakes/slotStorySteps';
import { clashWithMother } from '../../features/services/fakes/sampleServices';

const meta = {
  title: 'Screens/Denticare/MyDenticare Reschedule',
  component: MyDenticareScreen,
  args: { path: '/my-denticare/reschedule?id=appt-next-week', data: denticareData() },
} satisfies Meta<typeof MyDenticareScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thursday 3 December at 11:15 AM. */
async function chooseNewTime(canvasElement: HTMLElement) {
  await pickSlot(canvasElement, 'December 2026', 3, '11:15 AM');
}

/** The appointment, and a calendar of the days with a free time at its clinic, opened on the first such month. */
export const Months: Story = {
  name: 'Choose a day',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('30/11/2026')).toBeVisible();
    await expect(await canvas.findByRole('grid', { name: /November 2026/ })).toBeVisible();
    await expect(canvas.getByText(slotPickerMessages.chooseDayFirst)).toBeVisible();
  },
};

export const NewTimeChosen: Story = {
  name: 'New time chosen',
  play: async ({ canvasElement }) => {
    await chooseNewTime(canvasElement);
    await expect(await timeButton(canvasElement, '11:15 AM')).toHaveAttribute('aria-pressed', 'true');
  },
};

export const PhoneNewTimeChosen: Story = {
  name: 'New time chosen, on a phone',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: NewTimeChosen.play,
};

export const SeniorNewTimeChosen: Story = {
  name: 'New time chosen, senior mode',
  globals: { theme: 'senior' },
  play: NewTimeChosen.play,
};

/**
 * The new time is at the very time of a class of her mother's (the care calendar's rule): the warning names it above
 * Confirm, and she may still confirm.
 */
export const ClashWarning: Story = {
  name: "New time clashes with a loved one's booking",
  args: {
    options: {
      clashCheck: (id, startsAt) =>
        clashWithMother('2026-12-03T11:15:00+08:00', '2026-12-03T04:00:00Z', {
          kind: 'DENTAL',
          eventName: 'Scaling and Polishing',
          title: 'Dr Lim',
        })(id, [startsAt]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseNewTime(canvasElement);
    await expect(await canvas.findByText(servicesText.clashWarningTitle)).toBeVisible();
    await expect(canvas.getByText(/Tan Mei Ling/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.confirmNewTime })).toBeEnabled();
  },
};

export const SlotTaken: Story = {
  name: 'Slot taken, next free times',
  args: { data: denticareData({ takeSlotOnce: '2026-12-03T11:15:00+08:00' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseNewTime(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.confirmNewTime }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(messages.denticare.slotTaken);
  },
};

export const TooLate: Story = {
  name: 'Refused: less than 24 hours before',
  args: { path: '/my-denticare/reschedule?id=appt-tomorrow' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.booking.appointmentTooLate)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.confirmNewTime })).toBeNull();
  },
};

export const NotFound: Story = {
  name: 'Appointment not found',
  args: { path: '/my-denticare/reschedule?id=gone' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(messages.denticare.appointmentNotFound),
    ).toBeVisible();
  },
};

export const MissingId: Story = {
  name: 'No appointment named',
  args: { path: '/my-denticare/reschedule' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.missingId)).toBeVisible();
  },
};
