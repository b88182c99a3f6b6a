import {
  formatMessage,
  formatSingaporeTime,
  messages,
  myServicesPageMessages,
  slotPickerMessages,
  type VacantSlot,
} from '@careportal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findToast, renderServices } from '../../features/services/fakes/renderServices';
import { clashWithMother, sampleSlots, servicesData } from '../../features/services/fakes/sampleServices';
import { pickDay, showMonth } from '../../features/scheduling/fakes/pickSlot';
import { getViewAsClientId, setViewAsClientId } from '../../storage';

const text = myServicesPageMessages;
const [monday9, monday10, tuesday14] = sampleSlots() as [VacantSlot, VacantSlot, VacantSlot];
const slotName = (slot: { startsAt: string; endsAt: string }) =>
  formatMessage(text.timeRange, {
    start: formatSingaporeTime(slot.startsAt),
    end: formatSingaporeTime(slot.endsAt),
  });

describe('rescheduling', () => {
  it('shows the booking, then the vacant slots by day, and moves it to the one chosen', async () => {
    const api = renderServices('/appointment-reschedule?sessionId=s-9');
    expect(
      await screen.findByRole('heading', { name: 'Reschedule appointment', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Session 9 of 12')).toBeInTheDocument();
    // The calendar opens on the first day with a slot, its times there at once, each with its places left.
    expect(
      await screen.findByRole('heading', { name: 'Free times on Monday, 30/11/2026' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(2);
    expect(screen.getByRole('button', { name: slotName(monday10) })).toHaveAccessibleDescription(
      text.onePlaceLeft,
    );
    // Tuesday 1 December has slots too: the calendar turns to it.
    await showMonth('December 2026');
    await pickDay(1);
    expect(
      await screen.findByRole('heading', { name: 'Free times on Tuesday, 01/12/2026' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: slotPickerMessages.previousMonth }));
    await pickDay(30);

    await userEvent.click(await screen.findByRole('button', { name: slotName(monday10) }));
    await userEvent.click(screen.getByRole('button', { name: text.confirmNewTime }));
    // Back to My Services, with the news.
    expect(await screen.findByRole('heading', { name: 'My Services', level: 1 })).toBeInTheDocument();
    expect(await findToast(messages.booking.sessionRescheduled)).toBeInTheDocument();
    expect(api.posted).toEqual([{ sessionId: 's-9', startsAt: monday10.startsAt }]);
    expect(api.data.bookings.find((each) => each.id === 's-9')).toMatchObject({
      startsAt: monday10.startsAt,
      sequence: 1,
    });
  });

  it('asks for the slots of the 14 days from today (domain slotWindow), for the booking’s service and type', async () => {
    const api = renderServices('/appointment-reschedule?sessionId=post-1');
    await screen.findByRole('heading', { name: 'Free times on Tuesday, 01/12/2026' });
    expect(api.calls).toContain(
      'GET yoda-sessions/vacant-slots?serviceId=svc-circuit&type=POST_SESSION&from=2026-11-22&to=2026-12-05',
    );
  });

  it('says an appointment was rescheduled, and goes back where the person came from', async () => {
    const api = renderServices(
      '/appointment-reschedule?sessionId=post-1&returnTo=%2Fappointment-list%2Fsvc-circuit',
    );
    await userEvent.click(await screen.findByRole('button', { name: slotName(tuesday14) }));
    // Nothing clashes with it: no warning, not even an empty one.
    await waitFor(() => {
      expect(api.calls.some((call) => call.startsWith('GET care-calendar/clash-check'))).toBe(true);
    });
    expect(screen.queryByText(text.clashWarningTitle)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: text.confirmNewTime }));
    expect(await findToast(messages.success.appointmentRescheduled)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My appointments', level: 1 })).toBeInTheDocument();
  });

  it('opened for a loved one (the care calendar’s `for`), works for them and says so, and leaves whom the portal acts for', async () => {
    setViewAsClientId(null);
    const api = renderServices('/appointment-reschedule?sessionId=post-1&for=loved-1', servicesData(), {
      lovedOnes: [{ id: 'loved-1', name: 'Tan Mei Ling' }],
    });
    expect(await screen.findByText('This booking is for Tan Mei Ling.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: slotName(tuesday14) }));
    await userEvent.click(screen.getByRole('button', { name: text.confirmNewTime }));
    expect(await findToast(messages.success.appointmentRescheduled)).toBeInTheDocument();
    const reschedule = api.calls.indexOf('POST yoda-sessions/reschedule');
    expect(api.viewAs[reschedule]).toBe('loved-1');
    expect(api.viewAs[api.calls.indexOf('GET yoda-sessions/review?sessionId=post-1')]).toBe('loved-1');
    expect(getViewAsClientId()).toBeNull();
  });

  it('opened for the customer themselves (`for=self`), sends no view-as though the portal acts for a loved one', async () => {
    setViewAsClientId('loved-1');
    const api = renderServices('/appointment-reschedule?sessionId=post-1&for=self');
    await screen.findByRole('button', { name: slotName(tuesday14) });
    expect(screen.queryByText(/This booking is for/)).toBeNull();
    expect(api.viewAs[api.calls.indexOf('GET yoda-sessions/review?sessionId=post-1')]).toBeNull();
    expect(getViewAsClientId()).toBe('loved-1');
    setViewAsClientId(null);
  });

  it('warns before confirming a time that clashes with a loved one’s booking, and still lets the person confirm', async () => {
    const api = renderServices('/appointment-reschedule?sessionId=post-1', servicesData(), {
      clashCheck: clashWithMother(tuesday14.startsAt, tuesday14.endsAt),
    });
    await userEvent.click(await screen.findByRole('button', { name: slotName(tuesday14) }));
    const warning = (await screen.findByText(text.clashWarningTitle)).closest('[role="status"]');
    expect(warning).toHaveTextContent(
      "Tan Ah Kow's Circuit Training (02:00 PM to 02:45 PM) and Tan Mei Ling's Gym Tonic (02:00 PM to 02:45 PM) on Tuesday, 01/12/2026 are at the same time.",
    );
    expect(api.calls).toContain(
      `GET care-calendar/clash-check?sessionId=post-1&startsAt=${encodeURIComponent(tuesday14.startsAt)}`,
    );
    await userEvent.click(screen.getByRole('button', { name: text.confirmNewTime }));
    expect(await findToast(messages.success.appointmentRescheduled)).toBeInTheDocument();
  });

  it('asks for a time first', async () => {
    const api = renderServices('/appointment-reschedule?sessionId=s-9');
    await userEvent.click(await screen.findByRole('button', { name: text.confirmNewTime }));
    expect(screen.getByRole('alert')).toHaveTextContent(text.chooseTimeFirst);
    expect(screen.getByRole('heading', { name: text.chooseNewTime })).toHaveFocus();
    expect(api.posted).toEqual([]);
  });

  it('keeps the person here with fresh slots when the slot was taken meanwhile', async () => {
    const api = renderServices(
      '/appointment-reschedule?sessionId=s-9',
      servicesData({ takeSlotOnce: monday9.startsAt }),
    );
    await userEvent.click(await screen.findByRole('button', { name: slotName(monday9) }));
    await userEvent.click(screen.getByRole('button', { name: text.confirmNewTime }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.booking.slotTaken);
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: slotName(monday9) })).toBeNull();
    });
    expect(screen.getByRole('heading', { name: 'Reschedule appointment', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: slotName(monday10) })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(slotPickerMessages.nothingChosen)).toBeInTheDocument();
    expect(api.data.bookings.find((each) => each.id === 's-9')?.startsAt).toBe('2026-12-03T10:00:00+08:00');
  });

  it('says why a booking cannot be moved, instead of the slots', async () => {
    renderServices('/appointment-reschedule?sessionId=s-8');
    expect(
      await screen.findByText(formatMessage(messages.booking.sessionGraceOver, { graceWorkingDays: 2 })),
    ).toBeInTheDocument();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByRole('link', { name: text.keepBooking })).toHaveAttribute('href', '/');
  });

  it('an intake appointment is never rescheduled', async () => {
    renderServices('/appointment-reschedule?sessionId=gym-1');
    expect(await screen.findByText(messages.booking.intakeNotReschedulable)).toBeInTheDocument();
  });

  it('says when no time is free', async () => {
    renderServices('/appointment-reschedule?sessionId=s-9', servicesData({ slots: {} }));
    expect(await screen.findByText(messages.generic.noResults)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.confirmNewTime })).toBeNull();
  });

  it('says when the booking does not exist', async () => {
    renderServices('/appointment-reschedule?sessionId=nope');
    expect(await screen.findByText(messages.booking.bookingNotFound)).toBeInTheDocument();
  });
});
