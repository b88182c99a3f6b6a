import { denticarePageMessages, messages, slotPickerMessages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DenticareScreen, STORY_SESSION_ID } from '../../../test/screens/DenticareScreen';
import {
  bookedAppointment,
  denticareData,
  sampleClient,
  type FakeDenticareApi,
} from '../../../features/denticare/fakes/fakeDenticareApi';
import {
  calendarDay,
  chooseSlot,
  fillDetails,
  pendingAnnouncementGone,
  pick,
  pickDay,
  expectChosen,
  timeButton,
} from '../../../features/denticare/fakes/storySteps';
import { inLanguage } from '../../../test/inLanguage';

const text = denticarePageMessages;
const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** A session that holds Thursday 03/12/2026 09:45 AM and has given its details. */
function heldWithDetails() {
  const data = denticareData();
  data.appointments[STORY_SESSION_ID] = bookedAppointment(STORY_SESSION_ID, 'HELD');
  data.clients[STORY_SESSION_ID] = sampleClient();
  return data;
}

let api: FakeDenticareApi | null = null;
const keepApi = (made: FakeDenticareApi) => {
  api = made;
};

const meta = {
  title: 'Screens/Denticare/Book appointment',
  component: DenticareScreen,
  args: { path: '/denticare/book-appointment', onApi: keepApi },
  globals: mobile,
} satisfies Meta<typeof DenticareScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 before anything is chosen: the clinics, and the analytics step1 sent to our own endpoint. */
export const ChooseClinic: Story = {
  name: 'Step 1: choose a clinic',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text.steps.step1 })).toBeVisible();
    await expect(canvas.getByText('Step 1 of 3')).toBeVisible();
    await waitFor(() => expect(api?.events).toContainEqual(expect.objectContaining({ step: 'step1' })));
  },
};

/**
 * Choosing a clinic picks 'No preference' by itself, and the calendar opens on the first month with a free time:
 * its free days can be chosen, the others cannot.
 */
export const NoPreference: Story = {
  name: "Step 1: 'No preference' chosen by itself",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, text.slot.centre, 'Denticare Bedok');
    await expectChosen(canvasElement, 'Dentist', 'No preference');
    await expect(await canvas.findByRole('grid', { name: /December 2026/ })).toBeVisible();
    await waitFor(async () =>
      expect(await calendarDay(canvasElement, 3)).not.toHaveAttribute('aria-disabled'),
    );
    await expect(await calendarDay(canvasElement, 5)).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText(slotPickerMessages.chooseDayFirst)).toBeVisible();
  },
};

/** Every part chosen: the free times of the day, the chosen one lower-cased for the API. */
export const TimeChosen: Story = {
  name: 'Step 1: time chosen',
  play: async ({ canvasElement }) => {
    await chooseSlot(canvasElement);
    await expect(await timeButton(canvasElement, '09:45 AM to 10:30 AM')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      within(canvasElement).getByText('Your choice: Thursday, 03/12/2026, 09:45 AM to 10:30 AM'),
    ).toBeVisible();
  },
};

/** Choosing another clinic clears the day and time. */
export const ClinicClearsMonths: Story = {
  name: 'Step 1: another clinic clears the day and time',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseSlot(canvasElement);
    await pick(canvasElement, text.slot.centre, 'Denticare Jurong West');
    await expect(await canvas.findByText(slotPickerMessages.chooseDayFirst)).toBeVisible();
    await expect(canvas.getByText(slotPickerMessages.nothingChosen)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^09:45 AM/ })).toBeNull();
  },
};

export const Incomplete: Story = {
  name: 'Step 1: Next before choosing',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.next }));
    await expect(await canvas.findByText(text.slot.incomplete)).toBeVisible();
  },
};

export const LoadingTimes: Story = {
  name: 'Step 1: finding free times',
  args: { options: { timesHang: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, text.slot.centre, 'Denticare Bedok');
    await pickDay(canvasElement, 3);
    await expect(await canvas.findByText(slotPickerMessages.loadingTimes)).toBeInTheDocument();
  },
};

/** A session that holds a time finds its clinic, dentist, month, day and time chosen again. */
export const HeldRestored: Story = {
  name: 'Step 1: held time restored',
  args: {
    data: (() => {
      const data = denticareData();
      data.appointments[STORY_SESSION_ID] = bookedAppointment(STORY_SESSION_ID, 'HELD');
      return data;
    })(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectChosen(canvasElement, 'Clinic', 'Denticare Bedok');
    await expectChosen(canvasElement, 'Dentist', 'Dr Lim Wei Ling');
    await expect((await calendarDay(canvasElement, 3)).closest('[role="gridcell"]')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await timeButton(canvasElement, /^09:45 AM/)).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Your choice: Thursday, 03/12/2026, 09:45 AM to 10:30 AM')).toBeVisible();
  },
};

/** Step 2 for yourself, reached after holding a time. */
export const Details: Story = {
  name: 'Step 2: your details',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseSlot(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.next }));
    await expect(await canvas.findByRole('heading', { name: text.steps.step2 })).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: text.details.forYourself })).toBeChecked();
    await expect(api?.data.appointments[STORY_SESSION_ID]?.timeSlot).toBe('09:45 am');
    await pendingAnnouncementGone(canvasElement);
  },
};

export const DetailsForSomeoneElse: Story = {
  name: 'Step 2: for someone else',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseSlot(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.next }));
    await userEvent.click(await canvas.findByRole('radio', { name: text.details.forSomeoneElse }));
    await expect(await canvas.findByText(text.details.someoneElseNote)).toBeVisible();
    await pendingAnnouncementGone(canvasElement);
  },
};

export const DetailsMissing: Story = {
  name: 'Step 2: details missing',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseSlot(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.next }));
    await canvas.findByRole('heading', { name: text.steps.step2 });
    await userEvent.click(await canvas.findByRole('button', { name: text.next }));
    await expect(await canvas.findByText(messages.validation.nameRequired)).toBeVisible();
    // Every empty field says so at once, the ID number too (issue 35).
    await expect(canvas.getByRole('textbox', { name: /^ID number/ })).toHaveAccessibleDescription(
      expect.stringContaining(messages.validation.nricRequired),
    );
    await pendingAnnouncementGone(canvasElement);
  },
};

/** Step 3: the appointment and who is coming, the ID number masked only. */
export const Review: Story = {
  name: 'Step 3: review and confirm',
  args: { data: heldWithDetails(), state: { resume: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text.steps.step3 })).toBeVisible();
    await expect(await canvas.findByText('*****567D')).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('S1234567D');
    await expect(await canvas.findByRole('checkbox', { name: /news, health tips/ })).not.toBeChecked();
  },
};

/** The whole way through, to the booked page. */
export const Confirmed: Story = {
  name: 'Booked: confirm order',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseSlot(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.next }));
    await canvas.findByRole('heading', { name: text.steps.step2 });
    await fillDetails(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.next }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: /news, health tips/ }));
    await userEvent.click(canvas.getByRole('button', { name: text.review.confirm }));
    await expect(await canvas.findByText(text.confirmed.sent, {}, { timeout: 10_000 })).toBeVisible();
    await expect(api?.events.map((event) => (event as { step: string }).step)).toEqual([
      'step1',
      'step2',
      'step3',
    ]);
    await pendingAnnouncementGone(canvasElement);
  },
};

/** Someone else took the time a moment before: the hold-on page with the next free times. */
export const SlotTaken: Story = {
  name: 'Time just taken: hold on',
  args: { options: { takenMeanwhile: ['2026-12-03 09:45 am'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseSlot(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.next }));
    await expect(await canvas.findByText(text.holdOn.title)).toBeVisible();
    await expect(canvas.getByText(/Thursday, 03\/12\/2026, 09:45 AM a moment before you/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Book Tuesday, 01\/12\/2026, 09:00 AM/ })).toBeVisible();
    await pendingAnnouncementGone(canvasElement);
  },
};

/** The hold lapsed and the time went before Confirm: the retained-order page, details kept. */
export const HoldExpired: Story = {
  name: 'Hold lapsed at confirm: retained order',
  args: { data: heldWithDetails(), state: { resume: true }, options: { holdExpired: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.review.confirm }));
    await expect(await canvas.findByText(text.retained.title)).toBeVisible();
    await expect(canvas.getByText(messages.denticare.holdExpired)).toBeVisible();
    await pendingAnnouncementGone(canvasElement);
  },
};

export const Desktop: Story = {
  name: 'Step 1: desktop',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await chooseSlot(canvasElement);
  },
};

/** Step 1 in Malay (issue 19): every word of the page, the month names and the weekdays in Malay. */
export const ChooseSlotMalay: Story = {
  name: 'Step 1 in Malay: time chosen',
  globals: { ...mobile, locale: 'ms' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const ms = (path: string) => inLanguage(loaded, path);
    await expect(
      await canvas.findByRole('heading', { name: ms('denticarePageMessages.steps.step1') }),
    ).toBeVisible();
    await pick(canvasElement, ms('denticarePageMessages.slot.centre'), 'Denticare Bedok');
    await expect(await canvas.findByRole('grid', { name: /Disember 2026/ })).toBeVisible();
    await pickDay(canvasElement, 3);
    await expect(
      await canvas.findByRole('heading', {
        name: ms('slotPickerMessages.timesOn').replace('{date}', 'Khamis, 03/12/2026'),
      }),
    ).toBeVisible();
    await userEvent.click(await timeButton(canvasElement, /^09:45 AM/));
    await expect(canvas.getByText(/Khamis, 03\/12\/2026, 09:45 AM hingga 10:30 AM/)).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent(/denticarePageMessages\.|messages\./);
    await expect(canvas.queryByText(text.steps.step1)).toBeNull();
  },
};
