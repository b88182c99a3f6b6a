import {
  formatMessage,
  medicalHistoryPromptDay,
  messages,
  myDenticarePageMessages as text,
  slotPickerMessages,
  withSupportContact,
} from '@careportal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findToast } from '../../features/services/fakes/renderServices';
import { config } from '../../config';
import { MEDICAL_HISTORY_PROMPT_DATE_KEY, getItem, setViewAsClientId } from '../../storage';
import { renderDenticare } from '../../features/denticare/fakes/renderMyDenticare';
import { BEDOK, denticareData, registeredPerson } from '../../features/denticare/fakes/sampleMyDenticare';
import { calendarDay, pickSlot, timeButton } from '../../features/scheduling/fakes/pickSlot';

const SCHEDULE = '/my-denticare/schedule';

afterEach(() => {
  setViewAsClientId(null);
  vi.useRealTimers();
});

/** Chooses `label` in the radio group named `group`. */
async function pick(group: string, label: string | RegExp) {
  const radios = await screen.findByRole('radiogroup', { name: group });
  await userEvent.click(within(radios).getByRole('radio', { name: label }));
}

async function chooseSlot() {
  await pick(text.centreLabel, /Denticare Bedok/);
  // 'No preference' is chosen for the person.
  expect(await screen.findByRole('radio', { name: messages.denticare.defaultDentist })).toBeChecked();
  // The calendar opens on the first month with a free time.
  expect(await screen.findByRole('grid', { name: /November 2026/ })).toBeInTheDocument();
  await pickSlot('December 2026', 1, '09:45 AM');
}

describe('/my-denticare/schedule', () => {
  it('books the slot chosen, in the API’s shape, and lists it under Upcoming', async () => {
    const api = renderDenticare(SCHEDULE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My dental appointments' }),
    ).toBeInTheDocument();
    await chooseSlot();
    await userEvent.click(screen.getByRole('button', { name: text.bookButton }));
    expect(await findToast(messages.success.appointmentBooked)).toBeInTheDocument();
    const made = api.data.people.self?.appointments.at(-1);
    expect(made).toMatchObject({
      centerId: BEDOK,
      monthAndYear: '2026-12',
      dayOfMonth: '01',
      timeSlot: '09:45 am',
      status: 'BOOKED',
    });
    const upcoming = await screen.findByRole('tabpanel', { name: text.tabs.upcoming });
    expect(
      await within(upcoming).findByRole('link', {
        name: formatMessage(text.rescheduleNamed, { date: '01/12/2026', time: '09:45 AM' }),
      }),
    ).toHaveAttribute('href', `/my-denticare/reschedule?id=${made?.id ?? ''}`);
  });

  it('choosing another clinic clears the day and time', async () => {
    renderDenticare(SCHEDULE);
    await chooseSlot();
    await pick(text.centreLabel, /Denticare Jurong/);
    expect(await screen.findByText(slotPickerMessages.chooseDayFirst)).toBeInTheDocument();
    expect(screen.getByText(slotPickerMessages.nothingChosen)).toBeInTheDocument();
    expect((await calendarDay(1)).closest('[role="gridcell"]')).not.toHaveAttribute('aria-selected');
  });

  it('asks for a slot before booking', async () => {
    const api = renderDenticare(SCHEDULE);
    await userEvent.click(await screen.findByRole('button', { name: text.bookButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.chooseAll);
    expect(screen.getByRole('heading', { name: text.bookTitle })).toHaveFocus();
    expect(api.calls.filter((call) => call.startsWith('POST denticare/client/appointment'))).toEqual([]);
  });

  it('a time taken meanwhile says so and offers the next free times, which fill the form in', async () => {
    const api = renderDenticare(SCHEDULE, denticareData({ takeSlotOnce: '2026-12-01T09:45:00+08:00' }));
    await chooseSlot();
    await userEvent.click(screen.getByRole('button', { name: text.bookButton }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.denticare.slotTaken);
    const next = within(alert).getByRole('radiogroup', { name: text.nextFreeTitle });
    expect(within(next).getAllByRole('radio')).toHaveLength(3);
    // The time taken is no longer offered.
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: /^09:45 AM to / })).toBeNull();
    });
    await userEvent.click(within(next).getByRole('radio', { name: 'Tuesday, 01/12/2026 at 10:30 AM' }));
    expect(await timeButton('10:30 AM')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: text.bookButton }));
    expect(await findToast(messages.success.appointmentBooked)).toBeInTheDocument();
    expect(api.data.people.self?.appointments.at(-1)).toMatchObject({ timeSlot: '10:30 am' });
  });

  it('cancels an upcoming appointment after asking', async () => {
    const api = renderDenticare(SCHEDULE);
    await userEvent.click(
      await screen.findByRole('button', {
        name: formatMessage(text.cancelNamed, { date: '30/11/2026', time: '10:30 AM' }),
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: text.cancelDialogTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: text.cancelConfirm }));
    expect(await findToast(messages.success.appointmentCancelled)).toBeInTheDocument();
    // The button pressed has left Upcoming: focus waits on the list's heading.
    await waitFor(() => {
      expect(screen.getByRole('heading', { name: text.appointmentsTitle })).toHaveFocus();
    });
    expect(api.calls).toContain('DELETE denticare/client/appointment/appt-next-week');
    expect(api.data.people.self?.appointments.find((each) => each.id === 'appt-next-week')?.status).toBe(
      'CANCELLED',
    );
  });

  it('an appointment less than 24 hours away shows why it cannot change', async () => {
    renderDenticare(SCHEDULE);
    const cancel = await screen.findByRole('button', {
      name: formatMessage(text.cancelNamed, { date: '23/11/2026', time: '08:00 AM' }),
    });
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription(messages.booking.appointmentTooLate);
  });

  it('lists completed and cancelled appointments in their tabs', async () => {
    renderDenticare(SCHEDULE);
    await userEvent.click(await screen.findByRole('tab', { name: text.tabs.completed }));
    expect(within(screen.getByRole('tabpanel')).getByText('15/10/2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: text.tabs.cancelled }));
    expect(within(screen.getByRole('tabpanel')).getByText('10/09/2026')).toBeInTheDocument();
  });

  it('sets up the Denticare record of a person who has none, then offers booking', async () => {
    const api = renderDenticare(SCHEDULE, denticareData(), { viewAs: 'lo-mei-ling' });
    await userEvent.click(await screen.findByRole('button', { name: text.registerButton }));
    expect(await findToast(messages.success.denticareClientCreated)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: text.bookTitle })).toBeInTheDocument();
    expect(api.data.people['lo-mei-ling']?.denticareClientId).not.toBeNull();
    // The medical-history question waits a day, as if asked today (seed 001 section 4).
    expect(getItem(MEDICAL_HISTORY_PROMPT_DATE_KEY)).toBe(medicalHistoryPromptDay(new Date()));
  });

  it('a duplicate registration shows the support message and goes home after 2 s', async () => {
    renderDenticare(
      SCHEDULE,
      denticareData({ people: { self: registeredPerson({ denticareClientId: null, nricTaken: true }) } }),
    );
    await userEvent.click(await screen.findByRole('button', { name: text.registerButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      withSupportContact(messages.denticare.alreadyRegistered, config.supportEmail),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My dental appointments' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: messages.labels.myServices }),
    ).toBeInTheDocument();
  });

  it('tells a blacklisted client whom to call, without the booking form', async () => {
    renderDenticare(SCHEDULE, denticareData({ people: { self: registeredPerson({ blackListed: true }) } }));
    expect(
      await screen.findByText(formatMessage(messages.denticare.blacklisted, { phone: config.supportPhone })),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.bookButton })).toBeNull();
    expect(await screen.findByRole('tablist', { name: text.appointmentsTabs })).toBeInTheDocument();
  });

  it('books for a loved one with view-as once chosen', async () => {
    const api = renderDenticare(SCHEDULE);
    await pick(text.personLabel, 'Tan Mei Ling');
    expect(await screen.findByRole('button', { name: text.registerButton })).toBeInTheDocument();
    expect(api.calls.filter((call) => call === 'GET denticare/client/status')).toHaveLength(2);
  });

  it('shows no person choice when the loved-one feature is off', async () => {
    renderDenticare(SCHEDULE, denticareData({ disabledLovedOne: true }));
    expect(await screen.findByRole('heading', { name: text.bookTitle })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: text.personLabel })).toBeNull();
  });
});

describe('/my-denticare/reschedule', () => {
  it('moves the appointment to the time chosen and goes back', async () => {
    const api = renderDenticare('/my-denticare/reschedule?id=appt-next-week');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reschedule dental appointment' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('30/11/2026')).toBeInTheDocument();
    await pickSlot('December 2026', 3, '11:15 AM');
    await userEvent.click(screen.getByRole('button', { name: text.confirmNewTime }));
    expect(await findToast(messages.success.appointmentRescheduled)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My dental appointments' }),
    ).toBeInTheDocument();
    expect(api.calls).toContain('PUT denticare/client/appointment/appt-next-week/reschedule');
    expect(api.data.people.self?.appointments.find((each) => each.id === 'appt-next-week')).toMatchObject({
      dayOfMonth: '03',
      timeSlot: '11:15 am',
    });
  });

  it('says why an appointment cannot be moved, instead of the times', async () => {
    renderDenticare('/my-denticare/reschedule?id=appt-tomorrow');
    expect(await screen.findByText(messages.booking.appointmentTooLate)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.confirmNewTime })).toBeNull();
  });

  it('says when the appointment is not found', async () => {
    renderDenticare('/my-denticare/reschedule?id=nope');
    expect(await screen.findByText(messages.denticare.appointmentNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.backToSchedule })).toHaveAttribute('href', SCHEDULE);
  });
});
