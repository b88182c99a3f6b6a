import {
  bookingPageMessages,
  formatMessage,
  messages,
  slotPickerMessages,
  type ServiceBookingStage,
} from '@careportal/domain';
import { ThemeProvider } from '@careportal/ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  FakeBookingApi,
  FakeBookingData,
  FakeBookingOptions,
} from '../../features/services/fakes/fakeBookingApi';
import { BookingScreen } from '../../test/screens/BookingScreen';
import { pickDay, timeButton } from '../../features/scheduling/fakes/pickSlot';
import {
  SESSIONS_SERVICE_ID,
  bookingData,
  bookingPath,
  sampleBooking,
  sampleService,
} from '../../features/services/fakes/sampleBookings';

const text = bookingPageMessages;
const PATH = bookingPath('sessions', SESSIONS_SERVICE_ID);

afterEach(() => {
  vi.useRealTimers();
});

function renderSessions(data: FakeBookingData, path = PATH, options?: FakeBookingOptions) {
  let api: FakeBookingApi | undefined;
  render(
    <ThemeProvider>
      <BookingScreen
        path={path}
        data={data}
        {...(options === undefined ? {} : { options })}
        onApi={(made) => {
          api = made;
        }}
      />
    </ThemeProvider>,
  );
  if (api === undefined) throw new Error('The fake API was not made.');
  return api;
}

async function stepNames(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: text.stepsNavigation });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent.replace(/^\d+/, '').replace(/, completed$/, ''));
}

/** The unchosen times of the day shown: toggle buttons not pressed. */
const unchosenTimes = () => screen.getAllByRole('button', { pressed: false });
const posts = (api: FakeBookingApi) => api.calls.filter((call) => call === 'POST yoda-sessions/schedule');

describe('the steps shown, by the booking stage', () => {
  const { PRE_SESSION, SESSION, POST_SESSION } = text.steps;
  it.each<[ServiceBookingStage, boolean, string[]]>([
    ['PRE_SESSION_BOOKING', false, [PRE_SESSION, SESSION]],
    ['PRE_SESSION_BOOKING_REMAINDER', false, [PRE_SESSION, SESSION]],
    ['PRE_SESSION_BOOKING_MANDATORY_ON_HEALTH_CONDITION', false, [PRE_SESSION, SESSION]],
    ['PRE_SESSION_BOOKING_ON_HEALTH_CONDITION', false, [SESSION]],
    ['PRE_SESSION_BOOKING_ON_HEALTH_CONDITION', true, [PRE_SESSION, SESSION]],
    ['SESSION_BOOKING', false, [SESSION]],
    ['BOOKING_COMPLETED', false, [PRE_SESSION, SESSION]],
    ['POST_SESSION_BOOKING', false, [SESSION, POST_SESSION]],
  ])('%s (health decline reported: %s): %j', async (stage, reportedHealthDecline, expected) => {
    renderSessions(
      bookingData(stage, {
        services: [sampleService({ bookingStage: stage, reportedHealthDecline })],
      }),
    );
    expect(await stepNames()).toEqual(expected);
  });
});

describe('booking sessions', () => {
  it('chooses times by keyboard, at most as many as are left, and books them all', async () => {
    const api = renderSessions(bookingData('SESSION_BOOKING'));
    const user = userEvent.setup();
    expect(await screen.findByText('Sessions left to book: 3')).toBeInTheDocument();

    await pickDay(25);
    const nine = await timeButton('09:00 AM');
    expect(nine).toHaveAccessibleDescription('8 places left');
    nine.focus();
    await user.keyboard(' ');
    await user.tab();
    expect(await timeButton('10:00 AM')).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByText(formatMessage(slotPickerMessages.allChosen, { max: 3 }))).toBeInTheDocument();
    // The others wait, with the reason in view, until one is removed.
    await pickDay(27);
    expect(
      await screen.findByRole('heading', { name: 'Free times on Friday, 27/11/2026' }),
    ).toBeInTheDocument();
    for (const time of unchosenTimes()) expect(time).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Book 3 sessions' }));
    expect(await screen.findByText(messages.booking.sessionBooked)).toBeInTheDocument();
    const booked = await screen.findByRole('region', { name: text.sessions.booked });
    await waitFor(() => {
      expect(within(booked).getAllByRole('listitem')).toHaveLength(3);
    });
    expect(within(booked).getAllByRole('listitem')[0]).toHaveTextContent(
      'Wednesday, 25/11/2026, 09:00 AM to 09:45 AM: Booked',
    );
    expect(posts(api)).toHaveLength(3);
    expect(await screen.findByText(messages.booking.noSessionsLeft)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text.done }));
    expect(await screen.findByRole('heading', { level: 1, name: '/' })).toBeInTheDocument();
  });

  it('a time taken meanwhile: what was booked stays booked, the person stays with fresh times and the message', async () => {
    const taken = '2026-11-25T10:00:00+08:00';
    const api = renderSessions(bookingData('SESSION_BOOKING', { takenMeanwhile: [taken] }));
    const user = userEvent.setup();
    await pickDay(25);
    await user.click(await timeButton('09:00 AM'));
    await user.click(await timeButton('10:00 AM'));
    await user.click(screen.getByRole('button', { name: 'Book 2 sessions' }));

    // Said where it happened, at once (an alert), not only in a passing toast.
    expect((await screen.findByText(messages.booking.slotTaken)).closest('[role="alert"]')).not.toBeNull();
    expect(
      await within(await screen.findByRole('region', { name: text.sessions.booked })).findByText(
        /09:00 AM to 09:45 AM: Booked/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Free times on Wednesday, 25/11/2026' })).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: /^10:00 AM to / })).toBeNull();
    });
    // Nor is the time just booked offered again.
    expect(screen.queryByRole('button', { name: /^09:00 AM to / })).toBeNull();
    expect(screen.getByText('Sessions left to book: 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: text.sessions.title })).toBeInTheDocument();
    expect(api.data.bookings).toHaveLength(1);
  });

  it('polls the bookings every 3 s until the server shows the new one as scheduled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = renderSessions(bookingData('SESSION_BOOKING', { confirmAfterReads: 2 }));
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await pickDay(25);
    await user.click(await timeButton('09:00 AM'));
    await user.click(screen.getByRole('button', { name: 'Book 1 session' }));
    expect(await screen.findByText(/09:00 AM to 09:45 AM: Being confirmed…/)).toBeInTheDocument();

    const reads = () => api.calls.filter((call) => call.startsWith('GET services/sessions')).length;
    const before = reads();
    await act(() => vi.advanceTimersByTimeAsync(3000 * 10));
    expect(await screen.findByText(/09:00 AM to 09:45 AM: Booked/)).toBeInTheDocument();
    // Confirmed at the second poll: no more reads after that.
    expect(reads() - before).toBe(2);
  });
});

describe('a booking the server is slow to confirm', () => {
  it('after five polls without it, says it is taking longer and stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = renderSessions(bookingData('SESSION_BOOKING', { confirmAfterReads: 50 }));
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await pickDay(25);
    await user.click(await timeButton('09:00 AM'));
    await user.click(screen.getByRole('button', { name: 'Book 1 session' }));
    await screen.findByText(/Being confirmed…/);
    const reads = () => api.calls.filter((call) => call.startsWith('GET services/sessions')).length;
    const before = reads();
    await act(() => vi.advanceTimersByTimeAsync(3000 * 20));
    expect(await screen.findByText(text.notConfirmedYet)).toBeInTheDocument();
    expect(reads() - before).toBe(5);
  });
});

describe('the pre- and post-assessment', () => {
  it('books the pre-assessment by keyboard, then goes on to the sessions', async () => {
    const api = renderSessions(bookingData('PRE_SESSION_BOOKING'));
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 2, name: text.appointment.PRE_SESSION.title }),
    ).toBeVisible();
    // The calendar opens on the first day with a time: its times are there at once.
    expect(
      await screen.findByRole('heading', { name: 'Free times on Tuesday, 24/11/2026' }),
    ).toBeInTheDocument();
    const ten = await timeButton('10:00 AM');
    ten.focus();
    await user.keyboard(' ');
    await user.tab();
    expect(await timeButton('02:00 PM')).toHaveFocus();
    await user.keyboard(' ');
    expect(await timeButton('02:00 PM')).toHaveAttribute('aria-pressed', 'true');
    expect(ten).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: messages.labels.next })).toBeNull();

    await user.click(screen.getByRole('button', { name: text.appointment.PRE_SESSION.book }));
    expect(await screen.findByText(messages.success.appointmentBooked)).toBeInTheDocument();
    expect(
      await screen.findByText(/Tuesday, 24\/11\/2026, 02:00 PM to 02:45 PM: Booked/),
    ).toBeInTheDocument();
    expect(api.data.bookings[0]).toMatchObject({
      type: 'PRE_SESSION',
      startsAt: '2026-11-24T14:00:00+08:00',
    });

    await user.click(screen.getByRole('button', { name: messages.labels.next }));
    const sessions = await screen.findByRole('heading', { level: 2, name: text.sessions.title });
    expect(sessions).toHaveFocus();
  });

  it('an appointment already booked is shown, with nothing more to choose', async () => {
    renderSessions(bookingData('BOOKING_COMPLETED', { bookings: [sampleBooking()] }));
    expect(await screen.findByText(/Monday, 23\/11\/2026, 10:00 AM to 10:45 AM: Booked/)).toBeInTheDocument();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByRole('button', { name: messages.labels.next })).toBeEnabled();
  });

  it('the pre-assessment cannot be skipped before it is booked', async () => {
    renderSessions(bookingData('PRE_SESSION_BOOKING_MANDATORY_ON_HEALTH_CONDITION'));
    expect(
      await screen.findByRole('heading', { name: 'Free times on Tuesday, 24/11/2026' }),
    ).toBeInTheDocument();
    const next = screen.getByRole('button', { name: messages.labels.next });
    expect(next).toBeEnabled();
    await userEvent.click(next);
    // The step stays, and says what is missing: at the picker, and in a summary that takes focus.
    const summary = await screen.findByRole('group', { name: messages.validation.problemSummaryTitle });
    expect(summary).toHaveFocus();
    expect(screen.getAllByText(text.slots.chooseFirst)).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Free times on Tuesday, 24/11/2026' })).toBeInTheDocument();
  });
});

describe('when there is nothing to book', () => {
  it('an unknown service says so, with the way back', async () => {
    renderSessions(bookingData(), bookingPath('sessions', 'service-not-mine'));
    expect(await screen.findByText(messages.catalogue.serviceNotValid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.backToMyServices })).toHaveAttribute('href', '/');
  });

  it('an intake programme points to its own page', async () => {
    renderSessions(bookingData(), bookingPath('sessions', 'service-circuit'));
    expect(await screen.findByText(text.wrongProgramme)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.steps.INTAKE })).toHaveAttribute(
      'href',
      '/book-preclass-intake?serviceId=service-circuit',
    );
  });

  it('services that cannot be read: Retry reads them again', async () => {
    const api = renderSessions(bookingData(), PATH, { servicesFail: true });
    const user = userEvent.setup();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.generic.somethingWentWrong);
    await user.click(screen.getByRole('button', { name: messages.generic.retry }));
    await waitFor(() => {
      expect(api.calls.filter((call) => call === 'GET services')).toHaveLength(2);
    });
  });
});
