import {
  serviceCardMessages,
  formatMessage,
  messages,
  myServicesPageMessages,
  type ServiceBookingStage,
  type ServiceSummary,
} from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { brokenWords, layoutSettled } from '@careportal/ui/testing';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { setViewAsClientId } from '../../storage';
import { inContentColumn } from '../../test/inContentColumn';
import { ServicesScreen } from '../../test/screens/ServicesScreen';
import {
  circuitBookings,
  gymBookings,
  gymService,
  SAMPLE_NOW,
  sampleBooking,
  sampleService,
  servicesData,
  strengthBookings,
  strengthService,
} from '../../features/services/fakes/sampleServices';
import { expectLoadError, expectLoading, findTabs } from '../../features/services/fakes/storyChecks';

const text = myServicesPageMessages;
const SESSIONS = 'Sessions of Circuit Training';
const APPOINTMENTS = 'Appointments of Circuit Training';

/** Circuit Training alone, with a booking in every tab. */
const circuitOnly = () => servicesData({ services: [sampleService()], bookings: circuitBookings() });

const meta = {
  title: 'Screens/MyServices/Services',
  component: ServicesScreen,
  args: { path: '/', data: circuitOnly() },
} satisfies Meta<typeof ServicesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status group: upcoming, ongoing, completed, expired and waiting for a health declaration. */
export const AllServices: Story = {
  name: 'All services',
  args: { data: servicesData() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'My Services', level: 1 })).toBeVisible();
    const groups = await canvas.findAllByRole('heading', { level: 2 });
    await expect(groups.map((heading) => heading.textContent)).toEqual(
      ['UPCOMING', 'ONGOING', 'COMPLETED', 'EXPIRED', 'HEALTH_DECLARATION'].map(
        (status) => text.statusTitles[status as keyof typeof text.statusTitles],
      ),
    );
    await expect(
      canvas.getByRole('link', { name: 'Complete health declaration for Senior Day Care' }),
    ).toBeVisible();
  },
};

/** A session programme's upcoming sessions: one can still be moved, one only cancelled (forfeited). */
export const SessionsUpcoming: Story = {
  name: 'Sessions: Upcoming',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTabs(canvasElement, SESSIONS);
    await expect(
      canvas.getByRole('link', { name: 'Reschedule Session 9 of 12 on 03/12/2026' }),
    ).toHaveAttribute('href', '/appointment-reschedule?sessionId=s-9');
    await expect(canvas.getByRole('link', { name: 'Cancel Session 9 of 12 on 03/12/2026' })).toHaveAttribute(
      'href',
      '/session-cancel?sessionId=s-9',
    );
    await expect(
      canvas.getByRole('button', { name: 'Add to calendar: Session 9 of 12 on 03/12/2026' }),
    ).toBeEnabled();
  },
};

export const SessionsCompleted: Story = {
  name: 'Sessions: Completed',
  play: async ({ canvasElement }) => {
    const panel = await (await findTabs(canvasElement, SESSIONS)).select('Completed');
    await expect(within(panel).getByText('Session 5 of 12')).toBeVisible();
  },
};

export const SessionsCancelled: Story = {
  name: 'Sessions: Cancelled',
  play: async ({ canvasElement }) => {
    const panel = await (await findTabs(canvasElement, SESSIONS)).select('Cancelled');
    await expect(within(panel).getByText('Session 6 of 12')).toBeVisible();
    await expect(within(panel).getByText('Going to the doctor')).toBeVisible();
    await expect(
      within(panel).getByRole('button', { name: 'Remove from calendar: Session 6 of 12 on 12/11/2026' }),
    ).toBeEnabled();
  },
};

export const SessionsForfeited: Story = {
  name: 'Sessions: Forfeited',
  play: async ({ canvasElement }) => {
    const panel = await (await findTabs(canvasElement, SESSIONS)).select('Forfeited');
    await expect(within(panel).getByText('Session 7 of 12')).toBeVisible();
    await expect(within(panel).getByText(text.sessionForfeited)).toBeVisible();
  },
};

export const AppointmentsUpcoming: Story = {
  name: 'Appointments: Upcoming',
  play: async ({ canvasElement }) => {
    const panel = await (await findTabs(canvasElement, APPOINTMENTS)).select('Upcoming');
    await expect(within(panel).getByText('Post-assessment')).toBeVisible();
  },
};

/** The pre-assessment (a PRE_SESSION) done. */
export const AppointmentsCompleted: Story = {
  name: 'Appointments: Completed',
  play: async ({ canvasElement }) => {
    const panel = await (await findTabs(canvasElement, APPOINTMENTS)).select('Completed');
    await expect(within(panel).getByText(messages.labels.preAssessment)).toBeVisible();
  },
};

export const AppointmentsCancelledOther: Story = {
  name: 'Appointments: Cancelled/Other, empty',
  play: async ({ canvasElement }) => {
    const panel = await (await findTabs(canvasElement, APPOINTMENTS)).select('Cancelled/Other');
    await expect(within(panel).getByText(messages.generic.noResults)).toBeVisible();
  },
};

/** A programme with no sessions booked yet: every session tab is empty. */
export const SessionsEmpty: Story = {
  name: 'Sessions: empty',
  args: { data: servicesData({ services: [strengthService()], bookings: [] }) },
  play: async ({ canvasElement }) => {
    const tabs = await findTabs(canvasElement, 'Sessions of Functional Strength Training');
    for (const tab of ['Completed', 'Cancelled', 'Forfeited', 'Upcoming']) {
      await expect(within(await tabs.select(tab)).getByText(messages.generic.noResults)).toBeVisible();
    }
  },
};

/**
 * Circuit Training (sessions, with a pre- and a post-assessment) bought for Tan Ah Kow and starting in two weeks, at
 * `stage`, with nothing booked yet: its card offers the step the stage leads to (domain serviceBookingStep).
 */
const atStage = (stage: ServiceBookingStage, fields: Partial<ServiceSummary> = {}) =>
  servicesData({
    services: [
      sampleService({
        serviceStatus: 'UPCOMING',
        startDate: '2026-12-07',
        endDate: '2027-03-05',
        bookingStage: stage,
        sessionsUsed: 0,
        ...fields,
      }),
    ],
    bookings: [],
  });

/** The card's booking step: its link, named with the product, and where it leads. */
async function expectStep(canvasElement: HTMLElement, name: string, href: string) {
  const canvas = within(canvasElement);
  const step = await canvas.findByRole('link', { name: `${name} of Circuit Training` });
  await expect(step).toHaveAttribute('href', href);
  await expect(step).toHaveTextContent(name);
}

const SESSIONS_PAGE = '/book-preclass-sessions?serviceId=svc-circuit';

/** PRE_SESSION_BOOKING, as after Ng Siew Lan's health declaration: 0 of 12 used, the pre-assessment first. */
export const StagePreSession: Story = {
  name: 'Booking stage: pre-assessment to book',
  args: { data: atStage('PRE_SESSION_BOOKING') },
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, serviceCardMessages.bookPreAssessment, SESSIONS_PAGE);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 of 12 used')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Book sessions/ })).toBeNull();
  },
};

/** PRE_SESSION_BOOKING_ON_HEALTH_CONDITION, after a reported decline in health: the pre-assessment. */
export const StageOnHealthCondition: Story = {
  name: 'Booking stage: pre-assessment on health condition',
  args: { data: atStage('PRE_SESSION_BOOKING_ON_HEALTH_CONDITION', { reportedHealthDecline: true }) },
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, serviceCardMessages.bookPreAssessment, SESSIONS_PAGE);
  },
};

/** PRE_SESSION_BOOKING_ON_HEALTH_CONDITION without a decline in health: no pre-assessment, the sessions. */
export const StageOnHealthConditionNoDecline: Story = {
  name: 'Booking stage: on health condition, no decline',
  args: { data: atStage('PRE_SESSION_BOOKING_ON_HEALTH_CONDITION') },
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, text.bookSessions, SESSIONS_PAGE);
    await expect(within(canvasElement).queryByRole('link', { name: /^Book pre-assessment/ })).toBeNull();
  },
};

export const StageMandatory: Story = {
  name: 'Booking stage: pre-assessment mandatory',
  args: { data: atStage('PRE_SESSION_BOOKING_MANDATORY_ON_HEALTH_CONDITION') },
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, serviceCardMessages.bookPreAssessment, SESSIONS_PAGE);
  },
};

export const StageReminder: Story = {
  name: 'Booking stage: pre-assessment reminder',
  args: { data: atStage('PRE_SESSION_BOOKING_REMAINDER') },
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, serviceCardMessages.bookPreAssessment, SESSIONS_PAGE);
  },
};

/** SESSION_BOOKING of an intake programme: choosing an intake (its page starts with the pre-assessment). */
export const StageSessionBookingIntake: Story = {
  name: 'Booking stage: session booking, an intake programme',
  args: {
    data: atStage('SESSION_BOOKING', { programContentType: 'INTAKES', offeringName: '1 run of 12 sessions' }),
  },
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, text.chooseIntake, '/book-preclass-intake?serviceId=svc-circuit');
  },
};

export const StageSessionBooking: Story = {
  name: 'Booking stage: session booking',
  args: { data: atStage('SESSION_BOOKING') },
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, text.bookSessions, SESSIONS_PAGE);
  },
};

/** POST_SESSION_BOOKING: every session used, the post-assessment to book. */
export const StagePostSession: Story = {
  name: 'Booking stage: post-assessment to book',
  args: { data: atStage('POST_SESSION_BOOKING', { serviceStatus: 'ONGOING', sessionsUsed: 12 }) },
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, serviceCardMessages.bookPostAssessment, SESSIONS_PAGE);
  },
};

/** BOOKING_COMPLETED: nothing left to book, so no booking step; all its appointments stay in reach. */
export const StageCompleted: Story = {
  name: 'Booking stage: all booked',
  args: { data: atStage('BOOKING_COMPLETED', { serviceStatus: 'ONGOING', sessionsUsed: 12 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'View all appointments of Circuit Training' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^(Book|Choose) .* of Circuit Training$/ })).toBeNull();
  },
};

/**
 * A long course: 16 sessions, 4 done and 12 ahead, twice a week. Each tab shows its first 3 (the nearest ahead, the
 * latest done) and 'Show all' for the rest.
 */
const longCourse = () => {
  const sessions = Array.from({ length: 16 }, (_, index) => {
    const day = new Date(Date.UTC(2026, 10, 10 + Math.floor(index / 2) * 7 + (index % 2) * 3));
    const startsAt = `${day.toISOString().slice(0, 10)}T10:00:00+08:00`;
    return sampleBooking({
      id: `long-${String(index + 1)}`,
      title: `Session ${String(index + 1)} of 16`,
      startsAt,
      status: startsAt < SAMPLE_NOW ? 'COMPLETED' : 'SCHEDULED',
    });
  });
  return servicesData({
    services: [
      sampleService({
        offeringName: '16 sessions, twice a week',
        sessionsTotal: 16,
        sessionsUsed: 16,
        bookingStage: 'BOOKING_COMPLETED',
      }),
    ],
    bookings: sessions,
  });
};

/** The long course's Upcoming tab: its rows, and Show all with what it hides. */
async function findLongList(canvasElement: HTMLElement) {
  const panel = await (await findTabs(canvasElement, SESSIONS)).select('Upcoming');
  const showAll = within(panel).getByRole('button', { name: serviceCardMessages.showAll });
  return { panel, showAll, rows: () => within(panel).getAllByRole('listitem') };
}

export const LongListCollapsed: Story = {
  name: 'Long list: collapsed',
  args: { data: longCourse() },
  play: async ({ canvasElement }) => {
    // Four done: hiding one would save nothing, so all four show, the latest first.
    const done = await (await findTabs(canvasElement, SESSIONS)).select('Completed');
    await expect(within(done).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(done).queryByRole('button', { name: serviceCardMessages.showAll })).toBeNull();
    const { showAll, rows } = await findLongList(canvasElement);
    await expect(rows().map((row) => within(row).getByText(/^Session/).textContent)).toEqual([
      'Session 5 of 16',
      'Session 6 of 16',
      'Session 7 of 16',
    ]);
    await expect(showAll).toHaveAttribute('aria-expanded', 'false');
    await expect(showAll).toHaveAccessibleDescription(
      formatMessage(serviceCardMessages.moreBookingsHidden, { count: 9 }),
    );
  },
};

export const LongListExpanded: Story = {
  name: 'Long list: all shown',
  args: { data: longCourse() },
  play: async ({ canvasElement }) => {
    const { showAll, rows } = await findLongList(canvasElement);
    showAll.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(12));
    // The focus moves to the first booking revealed, to read on from there.
    await waitFor(() => expect(document.activeElement).toHaveTextContent(/^Session 8 of 16/));
    await expect(rows()[3]).toContainElement(document.activeElement as HTMLElement);
    const fewer = within(canvasElement).getByRole('button', { name: serviceCardMessages.showFewer });
    await expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(fewer);
    await expect(rows()).toHaveLength(3);
    await expect(
      within(canvasElement).getByRole('button', { name: serviceCardMessages.showAll }),
    ).toHaveFocus();
    await userEvent.click(within(canvasElement).getByRole('button', { name: serviceCardMessages.showAll }));
    await waitFor(() => expect(rows()).toHaveLength(12));
  },
};

/** Under two working days away: Reschedule stays, disabled, and says why; Cancel is still offered. */
export const RefusedGraceOver: Story = {
  name: 'Refused: inside the grace period',
  args: {
    data: servicesData({
      services: [sampleService()],
      bookings: circuitBookings().filter((booking) => booking.id === 's-8'),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const move = await canvas.findByRole('button', { name: 'Reschedule Session 8 of 12 on 24/11/2026' });
    await expect(move).toBeDisabled();
    await expect(move).toHaveAccessibleDescription(
      formatMessage(messages.booking.sessionGraceOver, { graceWorkingDays: 2 }),
    );
    await expect(canvas.getByRole('link', { name: 'Cancel Session 8 of 12 on 24/11/2026' })).toBeVisible();
  },
};

/** An appointment less than 24 hours away: neither Reschedule nor Cancel. */
export const RefusedTooLate: Story = {
  name: 'Refused: less than 24 hours before',
  args: { data: servicesData({ services: [strengthService()], bookings: strengthBookings() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cancel = await canvas.findByRole('button', { name: 'Cancel Pre-assessment on 23/11/2026' });
    await expect(cancel).toBeDisabled();
    await expect(cancel).toHaveAccessibleDescription(messages.booking.appointmentTooLate);
  },
};

/** An intake appointment: never rescheduled; cancelling is charged. */
export const RefusedIntake: Story = {
  name: 'Refused: intake appointment',
  args: {
    data: servicesData({
      services: [gymService()],
      bookings: gymBookings().filter((booking) => booking.id === 'gym-1'),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const move = await canvas.findByRole('button', { name: 'Reschedule Intake day 1 on 30/11/2026' });
    await expect(move).toHaveAccessibleDescription(messages.booking.intakeNotReschedulable);
    await expect(canvas.getByRole('link', { name: 'Cancel Intake day 1 on 30/11/2026' })).toBeVisible();
  },
};

/** It started this morning: nothing can change any more. */
export const RefusedStarted: Story = {
  name: 'Refused: already started',
  args: {
    data: servicesData({
      services: [gymService()],
      bookings: gymBookings().filter((booking) => booking.id === 'gym-trial'),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cancel = await canvas.findByRole('button', { name: 'Cancel Trial class on 22/11/2026' });
    await expect(cancel).toBeDisabled();
    await expect(cancel).toHaveAccessibleDescription(messages.booking.started);
  },
};

/** Whom the portal acts for starts and ends as the customer, whatever a story before chose. */
const asCustomer = () => {
  setViewAsClientId(null);
  return () => {
    setViewAsClientId(null);
  };
};
const MOTHER = { id: 'loved-1', name: 'Tan Mei Ling' };

/** A caregiver: whose services it lists is her choice, herself first. */
export const WhoseServices: Story = {
  name: 'Caregiver: whose services, her own',
  args: { data: servicesData(), options: { lovedOnes: [MOTHER] } },
  beforeEach: asCustomer,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const whose = await canvas.findByRole('radiogroup', { name: text.whoseServices });
    await expect(
      within(whose).getByRole('radio', { name: messages.profilePage.actingForYourself }),
    ).toBeChecked();
    await expect(
      (await canvas.findAllByRole('heading', { name: 'Circuit Training', level: 4 }))[0],
    ).toBeVisible();
  },
};

/** She chooses her mother: her mother's services, and only hers. */
export const LovedOnesServices: Story = {
  name: "Caregiver: a loved one's services",
  args: { data: servicesData(), options: { lovedOnes: [MOTHER] } },
  beforeEach: asCustomer,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const whose = await canvas.findByRole('radiogroup', { name: text.whoseServices });
    await userEvent.click(within(whose).getByRole('radio', { name: MOTHER.name }));
    await expect(
      await canvas.findByRole('heading', { name: 'Functional Strength Training', level: 4 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Circuit Training', level: 4 })).toBeNull();
  },
};

export const NoServices: Story = {
  name: 'No services',
  args: { data: servicesData({ services: [], bookings: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text.noServicesTitle })).toBeVisible();
    await expect(canvas.getByText(messages.generic.noResults)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { options: { servicesHang: true } },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement);
  },
};

/** The services are there; their bookings are on their way. */
export const BookingsLoading: Story = {
  name: 'Bookings loading',
  args: { options: { bookingsHang: true } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Circuit Training', level: 4 }),
    ).toBeVisible();
    await expectLoading(canvasElement);
  },
};

export const ServerError: Story = {
  name: 'Server error',
  args: { options: { servicesFail: true } },
  play: async ({ canvasElement }) => {
    await expectLoadError(canvasElement);
  },
};

/**
 * Every service, in the portal's content column (no content card: the services are the page's cards), once each
 * service's bookings have arrived: each tab list on one line, and no word broken over two lines ('Trainin' / 'g').
 */
async function expectEveryServiceLaidOut(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'My Services', level: 1 })).toBeVisible();
  await expect(await canvas.findAllByRole('heading', { level: 2 })).toHaveLength(5);
  await waitFor(() => expect(canvas.queryAllByText(messages.generic.loading)).toHaveLength(0));
  await layoutSettled();
  const lists = canvas.getAllByRole('tablist');
  await expect(lists.length).toBeGreaterThan(0);
  for (const list of lists) {
    const tops = within(list)
      .getAllByRole('tab')
      .map((tab) => Math.round(tab.getBoundingClientRect().top));
    await expect({ tabs: list.getAttribute('aria-label'), lines: new Set(tops).size }).toEqual({
      tabs: list.getAttribute('aria-label'),
      lines: 1,
    });
  }
  await expect(brokenWords(canvasElement)).toEqual([]);
}

/**
 * The most a phone (390 px) may scroll for the sample's six services: the document's scroll height in px. Measured
 * on this page: 9,493 px in the default theme and 12,749 px in senior mode, from 10,133 and 14,569 with each booking
 * framed inside its service's card inside the page's card and the tabs on two lines (three in senior mode). The
 * limits leave about 3% for a font drawn a pixel apart; the eight tab lists wrapping again (a tab's height each,
 * about 45 px, 110 in senior mode with its two extra lines) already goes over them.
 */
const PHONE_HEIGHT_LIMIT = 9800;
const SENIOR_PHONE_HEIGHT_LIMIT = 13_100;

const everyService: Story = {
  args: { data: servicesData() },
  decorators: [inContentColumn({ hasContentCard: false })],
  parameters: { layout: 'fullscreen' },
};

/** A phone (390): the tabs on one line (sideways where they do not fit), and the page no taller than it needs. */
export const EveryServicePhone: Story = {
  ...everyService,
  name: 'Every service on a phone',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expectEveryServiceLaidOut(canvasElement);
    await expect(document.documentElement.scrollHeight).toBeLessThan(PHONE_HEIGHT_LIMIT);
  },
};

export const EveryServiceWide: Story = {
  ...everyService,
  name: 'Every service on a wide screen',
  globals: { viewport: { value: 'wide' } },
  play: async ({ canvasElement }) => {
    await expectEveryServiceLaidOut(canvasElement);
  },
};

export const EveryServiceSeniorPhone: Story = {
  ...everyService,
  name: 'Senior mode, every service on a phone',
  globals: { theme: 'senior', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expectEveryServiceLaidOut(canvasElement);
    await expect(document.documentElement.scrollHeight).toBeLessThan(SENIOR_PHONE_HEIGHT_LIMIT);
  },
};

export const EveryServiceSeniorWide: Story = {
  ...everyService,
  name: 'Senior mode, every service on a wide screen',
  globals: { theme: 'senior', viewport: { value: 'wide' } },
  play: async ({ canvasElement }) => {
    await expectEveryServiceLaidOut(canvasElement);
  },
};
