import { careCalendarPageMessages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { brokenWords, layoutSettled } from '@careportal/ui/testing';
import { expect, userEvent, within } from 'storybook/test';
import { expectLoadError } from '../../features/services/fakes/storyChecks';
import {
  SAMPLE_PEOPLE,
  SAMPLE_WEEK,
  fatherClasses,
  motherClasses,
  motherPreAssessment,
  ownDentalVisit,
} from '../../features/services/fakes/sampleCareCalendar';
import { inContentColumn } from '../../test/inContentColumn';
import { CareCalendarScreen } from '../../test/screens/CareCalendarScreen';

const text = careCalendarPageMessages;
const WEEK_PATH = `/care-calendar?week=${SAMPLE_WEEK}`;
const [SELF] = SAMPLE_PEOPLE;

const meta = {
  title: 'Screens/CareCalendar',
  component: CareCalendarScreen,
  args: {
    path: WEEK_PATH,
    people: SAMPLE_PEOPLE,
    events: [...fatherClasses(), ...motherPreAssessment(), ...motherClasses(), ...ownDentalVisit()],
  },
} satisfies Meta<typeof CareCalendarScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's title and the week it shows. */
async function expectWeek(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  await expect(
    await canvas.findByRole('heading', { level: 2, name: 'Week of 23 to 29 November 2026' }),
  ).toBeVisible();
  return canvas;
}

/** A week with nobody booked: the calm empty state, and the week's buttons still there. */
export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    const canvas = await expectWeek(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text.noBookingsTitle })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.previousWeek })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: text.nextWeek })).toBeEnabled();
  },
};

/** A customer with no loved ones: only their own dental visit. */
export const OnePerson: Story = {
  name: 'One person',
  args: { people: SELF ? [SELF] : [], events: ownDentalVisit() },
  play: async ({ canvasElement }) => {
    const canvas = await expectWeek(canvasElement);
    const friday = within(await canvas.findByRole('list', { name: 'Friday 27 November' }));
    await expect(friday.getByText('Dental visit: Dr Lim Wei Ling')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /clash/ })).toBeNull();
  },
};

/** Everyone's bookings with no clash: each person's colour with their name beside it. */
export const SeveralPeople: Story = {
  name: 'Several people',
  args: { events: [...fatherClasses(), ...motherClasses(), ...ownDentalVisit()] },
  play: async ({ canvasElement }) => {
    const canvas = await expectWeek(canvasElement);
    const people = within(await canvas.findByRole('group', { name: text.peopleLabel }));
    for (const name of ['Rachel Goh Hui Min (you)', 'Goh Chin Huat', 'Lee Siew Kim']) {
      await expect(people.getByRole('checkbox', { name })).toBeChecked();
    }
    const monday = within(canvas.getByRole('list', { name: 'Monday 23 November' }));
    await expect(monday.getByText('Goh Chin Huat')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /clash/ })).toBeNull();
  },
};

/** Her mother's pre-assessment starts 15 minutes after his class ends, across the island: move it. */
export const Clash: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await expectWeek(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '1 clash this week' })).toBeVisible();
    await expect(canvas.getByText(/starts 15 minutes after Goh Chin Huat's Circuit Training/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: "Reschedule Lee Siew Kim's Gym Tonic" })).toBeEnabled();
  },
};

/** The clash's reschedule opens that booking's reschedule page, which comes back to this week. */
export const RescheduleFromClash: Story = {
  name: 'Rescheduling from a clash',
  play: async ({ canvasElement }) => {
    const canvas = await expectWeek(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: "Reschedule Lee Siew Kim's Gym Tonic" }));
    // The reschedule page of that booking, coming back to this week.
    const destination = await canvas.findByRole('heading', { level: 1, name: /^\/appointment-reschedule\?/ });
    await expect(destination.textContent).toContain(encodeURIComponent(WEEK_PATH));
  },
};

/** A clash whose bookings the rules no longer let move online: call the centre. */
export const ClashTooLateToMove: Story = {
  name: 'Clash too late to move',
  args: {
    events: [
      ...fatherClasses().map((event) => ({ ...event, canReschedule: false })),
      ...motherPreAssessment(false),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = await expectWeek(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '1 clash this week' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Reschedule / })).toBeNull();
    await expect(canvas.getAllByText(/can no longer be moved online/).length).toBeGreaterThan(0);
  },
};

/** The list view, by keyboard-friendly tabs: only the days with bookings. */
export const ListView: Story = {
  name: 'List view',
  play: async ({ canvasElement }) => {
    const canvas = await expectWeek(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: text.viewList }));
    await expect(canvas.getByRole('tab', { name: text.viewList })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('list', { name: 'Tuesday 24 November' })).toBeNull();
    await expect(canvas.getByRole('list', { name: 'Monday 23 November' })).toBeVisible();
  },
};

/** The next week: the week's buttons move it. */
export const NextWeek: Story = {
  name: 'Moving to the next week',
  play: async ({ canvasElement }) => {
    const canvas = await expectWeek(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.nextWeek }));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Week of 30 November to 6 December 2026' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: text.noBookingsTitle })).toBeVisible();
  },
};

/** While the week is read: a calm skeleton under the week's title. */
export const Loading: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await expectWeek(canvasElement);
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  args: { fails: true },
  play: async ({ canvasElement }) => {
    await expectLoadError(canvasElement);
  },
};

/** A phone: one day under another. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = await expectWeek(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '1 clash this week' })).toBeVisible();
  },
};

/** Senior mode: larger type and targets, the same week. */
export const SeniorMode: Story = {
  name: 'Senior mode',
  globals: { theme: 'senior' },
  play: async ({ canvasElement }) => {
    const canvas = await expectWeek(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '1 clash this week' })).toBeVisible();
  },
};

/** Senior mode on a phone. */
export const SeniorModeMobile: Story = {
  name: 'Senior mode on a phone',
  globals: { theme: 'senior', viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = await expectWeek(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '1 clash this week' })).toBeVisible();
  },
};

/**
 * The week in the portal's content column, at the story's width and text size: no word broken over two lines
 * ('Trainin' / 'g'), in the week or in the list.
 */
const wholeWords: Story = {
  decorators: [inContentColumn()],
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const canvas = await expectWeek(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '1 clash this week' })).toBeVisible();
    await layoutSettled();
    await expect(brokenWords(canvasElement)).toEqual([]);
    await userEvent.click(canvas.getByRole('tab', { name: text.viewList }));
    await layoutSettled();
    await expect(brokenWords(canvasElement)).toEqual([]);
    await userEvent.click(canvas.getByRole('tab', { name: text.viewWeek }));
  },
};

export const WholeWordsPhone: Story = {
  ...wholeWords,
  name: 'Words whole on a phone',
  globals: { viewport: { value: 'phone' } },
};

export const WholeWordsWide: Story = {
  ...wholeWords,
  name: 'Words whole on a wide screen',
  globals: { viewport: { value: 'wide' } },
};

export const WholeWordsSeniorPhone: Story = {
  ...wholeWords,
  name: 'Senior mode, words whole on a phone',
  globals: { theme: 'senior', viewport: { value: 'phone' } },
};

export const WholeWordsSeniorWide: Story = {
  ...wholeWords,
  name: 'Senior mode, words whole on a wide screen',
  globals: { theme: 'senior', viewport: { value: 'wide' } },
};
