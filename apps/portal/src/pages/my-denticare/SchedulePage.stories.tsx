import {
  formatMessage,
  messages,
  myDenticarePageMessages as text,
  withSupportContact,
} from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectLoadError, expectLoading } from '../../features/services/fakes/storyChecks';
import { config } from '../../config';
import { waitForAnnouncementsToSettle } from '../../test/liveAnnouncer';
import { MyDenticareScreen } from '../../test/screens/MyDenticareScreen';
import { denticareData, registeredPerson } from '../../features/denticare/fakes/sampleMyDenticare';
import { pickSlot, timeButton } from '../../features/scheduling/fakes/slotStorySteps';

const meta = {
  title: 'Screens/Denticare/MyDenticare Schedule',
  component: MyDenticareScreen,
  args: { path: '/my-denticare/schedule', data: denticareData() },
} satisfies Meta<typeof MyDenticareScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picks `label` in the radio group named `group`. */
async function pick(canvasElement: HTMLElement, group: string, label: string | RegExp) {
  const radios = await within(canvasElement).findByRole('radiogroup', { name: group });
  await userEvent.click(within(radios).getByRole('radio', { name: label }));
}

/** The clinic, 'No preference', then Tuesday 1 December (the calendar turned to December) and 09:45 AM. */
async function chooseSlot(canvasElement: HTMLElement) {
  await pick(canvasElement, text.centreLabel, /Denticare Bedok/);
  await expect(
    await within(canvasElement).findByRole('radio', { name: messages.denticare.defaultDentist }),
  ).toBeChecked();
  await pickSlot(canvasElement, 'December 2026', 1, '09:45 AM');
}

/** Registered: the booking form and the upcoming appointments, one of which can no longer change. */
export const BookingForm: Story = {
  name: 'Booking form',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text.bookTitle })).toBeVisible();
    await expect(await canvas.findByText(messages.booking.appointmentTooLate)).toBeVisible();
  },
};

export const SlotChosen: Story = {
  name: 'Slot chosen',
  play: async ({ canvasElement }) => {
    await chooseSlot(canvasElement);
    await expect(await timeButton(canvasElement, '09:45 AM')).toHaveAttribute('aria-pressed', 'true');
  },
};

export const PhoneSlotChosen: Story = {
  name: 'Slot chosen, on a phone',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: SlotChosen.play,
};

export const SeniorSlotChosen: Story = {
  name: 'Slot chosen, senior mode',
  globals: { theme: 'senior' },
  play: SlotChosen.play,
};

/** Book without a slot: the form asks for one. */
export const ChooseFirst: Story = {
  name: 'Choose a slot first',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.bookButton }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text.chooseAll);
  },
};

/** Someone took the time meanwhile: told so, with the next free times. */
export const SlotTaken: Story = {
  name: 'Slot taken, next free times',
  args: { data: denticareData({ takeSlotOnce: '2026-12-01T09:45:00+08:00' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseSlot(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.bookButton }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(messages.denticare.slotTaken);
    await expect(within(alert).getAllByRole('radio')).toHaveLength(3);
    await waitFor(() => expect(canvas.queryByRole('button', { name: /^09:45 AM to / })).toBeNull());
  },
};

export const Booked: Story = {
  name: 'Booked',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseSlot(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.bookButton }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(messages.success.appointmentBooked),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('link', {
        name: formatMessage(text.rescheduleNamed, { date: '01/12/2026', time: '09:45 AM' }),
      }),
    ).toBeVisible();
  },
};

export const CancelDialog: Story = {
  name: 'Cancel: asks first',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: formatMessage(text.cancelNamed, { date: '30/11/2026', time: '10:30 AM' }),
      }),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('30/11/2026');
    await expect(within(dialog).getByRole('button', { name: text.cancelKeep })).toHaveFocus();
  },
};

export const Completed: Story = {
  name: 'Completed appointments',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: text.tabs.completed }));
    await expect(await canvas.findByText('15/10/2026')).toBeVisible();
  },
};

export const Cancelled: Story = {
  name: 'Cancelled appointments',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: text.tabs.cancelled }));
    await expect(await canvas.findByText('10/09/2026')).toBeVisible();
  },
};

export const NoAppointments: Story = {
  name: 'No appointments yet',
  args: { data: denticareData({ people: { self: registeredPerson({ appointments: [] }) } }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(messages.generic.noResults)).toBeVisible();
  },
};

/** A loved one without a Denticare record yet: set it up first. */
export const NotRegistered: Story = {
  name: 'Not registered',
  args: { viewAs: 'lo-mei-ling' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: text.registerButton })).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: 'Tan Mei Ling' })).toBeChecked();
  },
};

export const DuplicateRegistration: Story = {
  name: 'Duplicate registration',
  args: {
    data: denticareData({ people: { self: registeredPerson({ denticareClientId: null, nricTaken: true }) } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.registerButton }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      withSupportContact(messages.denticare.alreadyRegistered, config.supportEmail),
    );
    await expect(canvas.getByText(text.goingHome)).toBeVisible();
    // Then home, as it said: the pictures are of where the person lands, never of a moment in the 2 s between.
    await expect(
      await canvas.findByRole('heading', { name: messages.labels.myServices }, { timeout: 10_000 }),
    ).toBeVisible();
    await waitForAnnouncementsToSettle();
  },
};

export const Blacklisted: Story = {
  name: 'Cannot book online',
  args: { data: denticareData({ people: { self: registeredPerson({ blackListed: true }) } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(formatMessage(messages.denticare.blacklisted, { phone: config.supportPhone })),
    ).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: text.bookButton })).toBeNull());
  },
};

export const NoLovedOnes: Story = {
  name: 'Loved ones off',
  args: { data: denticareData({ disabledLovedOne: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text.bookTitle })).toBeVisible();
    await expect(canvas.queryByRole('radiogroup', { name: text.personLabel })).toBeNull();
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { options: { statusHangs: true } },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement);
  },
};

export const LoadFailed: Story = {
  name: 'Could not load',
  args: { options: { statusFails: true } },
  play: async ({ canvasElement }) => {
    await expectLoadError(canvasElement);
  },
};
