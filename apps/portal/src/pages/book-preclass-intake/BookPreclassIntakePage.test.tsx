import { bookingPageMessages, messages } from '@careportal/domain';
import { ThemeProvider } from '@careportal/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  FakeBookingApi,
  FakeBookingData,
  FakeBookingOptions,
} from '../../features/services/fakes/fakeBookingApi';
import { BookingScreen } from '../../test/screens/BookingScreen';
import {
  INTAKE_SERVICE_ID,
  bookingData,
  bookingPath,
  intakeService,
  januaryClashesWithMother,
} from '../../features/services/fakes/sampleBookings';

const text = bookingPageMessages;
const PATH = bookingPath('intake', INTAKE_SERVICE_ID);

function renderIntake(data: FakeBookingData = bookingData(), options: FakeBookingOptions = {}) {
  let api: FakeBookingApi | undefined;
  render(
    <ThemeProvider>
      <BookingScreen
        path={PATH}
        data={data}
        options={options}
        onApi={(made) => {
          api = made;
        }}
      />
    </ThemeProvider>,
  );
  if (api === undefined) throw new Error('The fake API was not made.');
  return api;
}

/** The intake services only, the Circuit Training one as given. */
const withIntakeService = (fields: Parameters<typeof intakeService>[0]) =>
  bookingData('SESSION_BOOKING', { services: [intakeService(fields)] });

async function stepNames(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: text.stepsNavigation });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent.replace(/^\d+/, '').replace(/, completed$/, ''));
}

describe('the steps', () => {
  it('an intake programme with a pre-session type shows the pre-assessment in SESSION_BOOKING too', async () => {
    renderIntake(withIntakeService({ bookingStage: 'SESSION_BOOKING', hasPreSessionType: true }));
    expect(await stepNames()).toEqual([text.steps.PRE_SESSION, text.steps.INTAKE]);
  });

  it('without a pre-session type, only the intake', async () => {
    renderIntake(withIntakeService({ bookingStage: 'SESSION_BOOKING', hasPreSessionType: false }));
    expect(await stepNames()).toEqual([text.steps.INTAKE]);
  });

  it('on health condition without a reported decline, only the intake', async () => {
    renderIntake(
      withIntakeService({
        bookingStage: 'PRE_SESSION_BOOKING_ON_HEALTH_CONDITION',
        hasPreSessionType: false,
        reportedHealthDecline: false,
      }),
    );
    expect(await stepNames()).toEqual([text.steps.INTAKE]);
  });
});

describe('choosing an intake', () => {
  it('shows every run with its dates, days, time and places; a full one is explained, not hidden', async () => {
    renderIntake(withIntakeService({ hasPreSessionType: false }));
    const january = await screen.findByRole('radio', {
      name: /January intake: 05\/01\/2027 to 26\/02\/2027/,
    });
    expect(january).toHaveAccessibleDescription(
      'Every Tuesday and Friday, 09:00 AM to 09:45 AM. 6 places left.',
    );
    const december = screen.getByRole('radio', { name: /December intake/ });
    expect(december).toBeDisabled();
    expect(december).toHaveAccessibleDescription(expect.stringContaining(text.intake.full));
    expect(screen.getByRole('radio', { name: /February intake/ })).toHaveAccessibleDescription(
      'Every Wednesday and Saturday, 02:00 PM to 02:45 PM. 1 place left.',
    );
    // Enrol before a run is chosen says what is missing, at the list and in a summary that takes focus.
    const enrol = screen.getByRole('button', { name: text.intake.enrol });
    expect(enrol).toBeEnabled();
    await userEvent.click(enrol);
    const summary = await screen.findByRole('group', { name: messages.validation.problemSummaryTitle });
    expect(summary).toHaveFocus();
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(text.intake.chooseFirst);
    await userEvent.click(within(summary).getByRole('link', { name: text.intake.chooseFirst }));
    expect(screen.getByRole('radio', { name: /January intake/ })).toHaveFocus();
  });

  it('enrols by keyboard: the toast, then My Services once the dates are booked', async () => {
    const api = renderIntake(withIntakeService({ hasPreSessionType: false }));
    const user = userEvent.setup();
    const january = await screen.findByRole('radio', { name: /January intake/ });
    january.focus();
    await user.keyboard(' ');
    expect(january).toBeChecked();
    await user.click(screen.getByRole('button', { name: text.intake.enrol }));

    expect(await screen.findByText(messages.success.intakeEnrolled)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: '/' })).toBeInTheDocument();
    expect(api.data.services[0]?.intakeId).toBe('intake-jan');
    expect(api.calls).toContain('POST intake/enroll');
  });

  it('warns of the clashes of the run chosen, before Enrol, and still enrols', async () => {
    const api = renderIntake(withIntakeService({ hasPreSessionType: false }), {
      intakeClashCheck: januaryClashesWithMother,
    });
    const user = userEvent.setup();
    // A run without clashes: no warning.
    await user.click(await screen.findByRole('radio', { name: /February intake/ }));
    await waitFor(() => {
      expect(api.calls).toContain(
        `GET care-calendar/clash-check/intake?serviceId=${INTAKE_SERVICE_ID}&intakeId=intake-feb`,
      );
    });
    expect(screen.queryByText(text.intake.clashWarningTitle)).toBeNull();
    // The January intake's first five Tuesdays are at the time of her mother's Gym Tonic: one clash, said once with
    // its five dates.
    await user.click(screen.getByRole('radio', { name: /January intake/ }));
    const warning = (await screen.findByText(text.intake.clashWarningTitle)).closest('[role]');
    if (!(warning instanceof HTMLElement)) throw new Error('The warning is not in a region of its own.');
    expect(within(warning).getByText(/Tan Mei Ling's Gym Tonic/)).toHaveTextContent(
      "Tan Ah Kow's Circuit Training (09:00 AM to 09:45 AM) and Tan Mei Ling's Gym Tonic (09:00 AM to 10:00 AM) on 05/01/2027, 12/01/2027, 19/01/2027, 26/01/2027 and 02/02/2027 are at the same time.",
    );
    expect(within(warning).getByText(text.intake.clashWarningHint)).toBeInTheDocument();
    // It warns; it never stops her.
    await user.click(screen.getByRole('button', { name: text.intake.enrol }));
    expect(await screen.findByText(messages.success.intakeEnrolled)).toBeInTheDocument();
    expect(api.data.services[0]?.intakeId).toBe('intake-jan');
  });

  it('a run that fills up meanwhile: intake full, the list read again, nothing enrolled', async () => {
    const api = renderIntake(withIntakeService({ hasPreSessionType: false }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /February intake/ }));
    api.data.intakes = api.data.intakes.map((intake) =>
      intake.id === 'intake-feb' ? { ...intake, vacancies: 0 } : intake,
    );
    await user.click(screen.getByRole('button', { name: text.intake.enrol }));

    expect((await screen.findByText(messages.booking.intakeFull)).closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => {
      expect(screen.getByRole('radio', { name: /February intake/ })).toBeDisabled();
    });
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
    expect(api.data.services[0]?.intakeId).toBeNull();
  });

  it('a service already enrolled says so, with the way to My Services', async () => {
    renderIntake(withIntakeService({ intakeId: 'intake-jan' }));
    expect(await screen.findByText(text.intake.alreadyEnrolled)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.myServices })).toHaveAttribute('href', '/');
  });
});
