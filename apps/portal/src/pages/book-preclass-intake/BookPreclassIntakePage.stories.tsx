import { bookingPageMessages, messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pickerShown } from '../../features/scheduling/fakes/slotStorySteps';
import { pressAndExpectProblems } from '../../test/problemSummary';
import { BookingScreen } from '../../test/screens/BookingScreen';
import {
  INTAKE_SERVICE_ID,
  bookingData,
  bookingPath,
  intakeService,
  januaryClashesWithMother,
  sampleIntakes,
} from '../../features/services/fakes/sampleBookings';

const text = bookingPageMessages;

/** The Circuit Training service as given, alone. */
const withIntakeService = (fields: Parameters<typeof intakeService>[0] = {}) =>
  bookingData('SESSION_BOOKING', { services: [intakeService(fields)] });

const meta = {
  title: 'Screens/Booking/Intake',
  component: BookingScreen,
  args: {
    path: bookingPath('intake', INTAKE_SERVICE_ID),
    data: withIntakeService({ hasPreSessionType: false }),
  },
} satisfies Meta<typeof BookingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The pressed button announced itself as pending by pointing at its own label; react-aria keeps that entry for
 * about 7 s, past the button, which the next screen replaced. Let it expire before axe looks.
 */
async function pendingAnnouncementGone(canvasElement: HTMLElement) {
  const announcer = canvasElement.ownerDocument.querySelector('[data-live-announcer]');
  await waitFor(() => expect(announcer?.querySelector('[aria-labelledby]') ?? null).toBeNull(), {
    timeout: 10_000,
  });
}

/** The runs at the centre: dates, days, time and places left; the full one is shown and explained. */
export const Intakes: Story = {
  name: 'Intakes, one full',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const january = await canvas.findByRole('radio', {
      name: /January intake: 05\/01\/2027 to 26\/02\/2027/,
    });
    await expect(january).toHaveAccessibleDescription(
      'Every Tuesday and Friday, 09:00 AM to 09:45 AM. 6 places left.',
    );
    const december = canvas.getByRole('radio', { name: /December intake/ });
    await expect(december).toBeDisabled();
    await expect(december).toHaveAccessibleDescription(expect.stringContaining(text.intake.full));
    await expect(canvas.getByRole('button', { name: text.intake.enrol })).toBeEnabled();
  },
};

/** Enrol before an intake is chosen: the list says so, and the summary above takes focus with a link to it. */
export const EnrolBeforeChoosing: Story = {
  name: 'Enrol before choosing',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('radio', { name: /January intake/ });
    await pressAndExpectProblems(canvasElement, text.intake.enrol, [text.intake.chooseFirst]);
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(text.intake.chooseFirst);
  },
};

/** An intake programme with a pre-session type in SESSION_BOOKING: the pre-assessment first. */
export const PreAssessmentFirst: Story = {
  name: 'Pre-assessment first',
  args: { data: withIntakeService({ hasPreSessionType: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: text.stepsNavigation });
    await expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent.replace(/^\d+/, '')),
    ).toEqual([text.steps.PRE_SESSION, text.steps.INTAKE]);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: text.appointment.PRE_SESSION.title }),
    ).toBeVisible();
    await pickerShown(canvasElement);
  },
};

/** A run chosen by keyboard: Enrol is ready. */
export const IntakeChosen: Story = {
  name: 'Intake chosen by keyboard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const january = await canvas.findByRole('radio', { name: /January intake/ });
    january.focus();
    await userEvent.keyboard(' ');
    await expect(january).toBeChecked();
    await expect(canvas.getByRole('button', { name: text.intake.enrol })).toBeEnabled();
  },
};

/**
 * The January intake chosen, whose first five Tuesdays are at the time of her mother's Gym Tonic: the warning above
 * Enrol says the clash once, with its five dates, and Enrol stays ready (it warns; it never stops her).
 */
export const ClashWarningAtEnrolment: Story = {
  name: 'Clash warning at enrolment',
  args: { options: { intakeClashCheck: januaryClashesWithMother } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /January intake/ }));
    const title = await canvas.findByText(text.intake.clashWarningTitle);
    await expect(title).toBeVisible();
    await expect(canvas.getByText(/Tan Mei Ling's Gym Tonic/)).toHaveTextContent(
      /on 05\/01\/2027, 12\/01\/2027, 19\/01\/2027, 26\/01\/2027 and 02\/02\/2027 are at the same time\.$/,
    );
    await expect(canvas.getByText(text.intake.clashWarningHint)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.intake.enrol })).toBeEnabled();
  },
};

/** Enrolled: the toast, and the run's dates being confirmed before My Services. */
export const Enrolled: Story = {
  args: { data: { ...withIntakeService({ hasPreSessionType: false }), confirmAfterReads: 100 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /January intake/ }));
    await userEvent.click(canvas.getByRole('button', { name: text.intake.enrol }));
    const heading = await canvas.findByRole('heading', { level: 2, name: text.intake.enrolledTitle });
    await expect(heading).toHaveFocus();
    const toasts = await within(canvasElement.ownerDocument.body).findByRole('region', {
      name: /notification/i,
    });
    await expect(within(toasts).getByText(messages.success.intakeEnrolled)).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.myServices })).toHaveAttribute('href', '/');
    await pendingAnnouncementGone(canvasElement);
  },
};

/** The last place went while the person chose: intake full, said where it happened. */
export const IntakeFull: Story = {
  name: 'Intake full',
  args: {
    data: {
      ...withIntakeService({ hasPreSessionType: false }),
      intakes: sampleIntakes().map((intake) =>
        intake.id === 'intake-feb' ? { ...intake, vacancies: 0 } : intake,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /February intake/ })).toBeDisabled();
    await expect(canvas.getAllByText(text.intake.full, { exact: false })).toHaveLength(2);
  },
};

export const AlreadyEnrolled: Story = {
  name: 'Already enrolled',
  args: { data: withIntakeService({ intakeId: 'intake-jan' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.intake.alreadyEnrolled)).toBeVisible();
  },
};

export const NoIntakes: Story = {
  name: 'No intakes',
  args: { data: { ...withIntakeService({ hasPreSessionType: false }), intakes: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.intake.none)).toBeVisible();
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
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Intakes.play,
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  globals: { theme: 'senior' },
  play: IntakeChosen.play,
};
