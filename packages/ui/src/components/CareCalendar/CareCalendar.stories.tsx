import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { brokenWords, layoutSettled } from '../../testing';
import {
  CareCalendar,
  type CareCalendarClash,
  type CareCalendarEvent,
  type CareCalendarPerson,
} from './CareCalendar';
import { SEVEN_COLUMNS_EM } from './CareCalendar.css';

/** Monday 23 to Sunday 29 November 2026. */
const WEEK = [
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
];
const at = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`);

const rachel: CareCalendarPerson = { id: 'p-rachel', name: 'Rachel Goh Hui Min', isSelf: true };
const father: CareCalendarPerson = { id: 'p-father', name: 'Goh Chin Huat' };
const mother: CareCalendarPerson = { id: 'p-mother', name: 'Lee Siew Kim' };

const BBW = 'Active Ageing Hub (Bukit Batok West)';
const ADMIRALTY = 'Active Ageing Hub (Kampung Admiralty)';

const fatherClasses: CareCalendarEvent[] = ['2026-11-23', '2026-11-26'].map((day, index) => ({
  id: `e-father-${String(index)}`,
  kind: 'SESSION',
  personId: father.id,
  eventName: 'Circuit Training',
  title: `Session ${String(index + 4)} of 12`,
  startsAt: at(day, '09:30'),
  endsAt: at(day, '10:15'),
  centreName: BBW,
  canReschedule: true,
}));
const motherAssessment: CareCalendarEvent = {
  id: 'e-mother-pre',
  kind: 'APPOINTMENT',
  personId: mother.id,
  eventName: 'Gym Tonic',
  title: 'Pre-assessment',
  startsAt: at('2026-11-26', '10:30'),
  endsAt: at('2026-11-26', '11:15'),
  centreName: ADMIRALTY,
  canReschedule: true,
};
const motherClass: CareCalendarEvent = {
  id: 'e-mother-class',
  kind: 'SESSION',
  personId: mother.id,
  eventName: 'Gym Tonic',
  title: 'Session 1 of 24',
  startsAt: at('2026-11-23', '14:00'),
  endsAt: at('2026-11-23', '14:45'),
  centreName: ADMIRALTY,
  canReschedule: true,
};
const rachelDental: CareCalendarEvent = {
  id: 'e-rachel-dental',
  kind: 'DENTAL',
  personId: rachel.id,
  eventName: 'Dental Check-up',
  title: 'Dr Lim Wei Ling',
  startsAt: at('2026-11-28', '09:00'),
  endsAt: at('2026-11-28', '09:45'),
  centreName: 'Denticare (Tampines)',
  canReschedule: true,
};
const travelClash: CareCalendarClash = {
  firstId: 'e-father-1',
  secondId: 'e-mother-pre',
  kind: 'travel',
  gapMinutes: 15,
  travelMinutes: 50,
};

const meta = {
  title: 'Display/CareCalendar',
  component: CareCalendar,
  args: {
    days: WEEK,
    people: [rachel, father, mother],
    events: [...fatherClasses, motherClass, motherAssessment, rachelDental],
    clashes: [travelClash],
    onReschedule: fn(),
  },
} satisfies Meta<typeof CareCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * No word of the week, nor of the list, is broken over two lines at the story's width and text size ('Trainin' /
 * 'g'); the week is shown again at the end, for its picture.
 */
async function expectWholeWords(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await layoutSettled();
  await expect(brokenWords(canvasElement)).toEqual([]);
  await userEvent.click(canvas.getByRole('tab', { name: 'List' }));
  await layoutSettled();
  await expect(brokenWords(canvasElement)).toEqual([]);
  await userEvent.click(canvas.getByRole('tab', { name: 'Week' }));
}

/** Nobody has anything booked this week. */
export const Empty: Story = {
  args: { people: [rachel, father, mother], events: [], clashes: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No bookings this week' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /clash/ })).toBeNull();
  },
};

/** A customer with no loved ones: no choice of people, their own week. */
export const OnePerson: Story = {
  name: 'One person',
  args: { people: [rachel], events: [rachelDental], clashes: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group', { name: 'Show the bookings of' })).toBeNull();
    const saturday = canvas.getByRole('list', { name: 'Saturday 28 November' });
    await expect(within(saturday).getByText('Rachel Goh Hui Min (you)')).toBeVisible();
    await expect(within(saturday).getByText('Dental visit: Dr Lim Wei Ling')).toBeVisible();
    await expect(canvas.getAllByText('Nothing booked')).toHaveLength(6);
  },
};

/** Three people, no clash: each booking names its person beside the colour. */
export const Several: Story = {
  args: { events: [fatherClasses[0], motherClass, rachelDental].filter((e) => e !== undefined), clashes: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const monday = within(canvas.getByRole('list', { name: 'Monday 23 November' }));
    const items = monday.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('09:30 AM to 10:15 AM'),
      expect.stringContaining('02:00 PM to 02:45 PM'),
    ]);
    await expect(items[0]).toHaveTextContent('Goh Chin Huat');
    await expect(items[1]).toHaveTextContent('Lee Siew Kim');
    await expect(canvas.queryByText('Clash')).toBeNull();
  },
};

/** Her mother's pre-assessment starts 15 minutes after her father's class ends, across the island. */
export const Clash: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '1 clash this week' })).toBeVisible();
    await expect(
      canvas.getByText(
        "Lee Siew Kim's Gym Tonic at Active Ageing Hub (Kampung Admiralty) starts 15 minutes after Goh Chin Huat's Circuit Training at Active Ageing Hub (Bukit Batok West) ends on Thursday 26 November. The journey takes about 50 minutes.",
      ),
    ).toBeVisible();
    const thursday = within(canvas.getByRole('list', { name: 'Thursday 26 November' }));
    await expect(thursday.getAllByText('Clash')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: "Reschedule Lee Siew Kim's Gym Tonic" }));
    await expect(args.onReschedule).toHaveBeenCalledWith(motherAssessment);
  },
};

/** A clash whose bookings can no longer be moved online: it says to call the centre instead. */
export const ClashTooLate: Story = {
  name: 'Clash too late to move',
  args: {
    events: [
      ...fatherClasses.map((event) => ({ ...event, canReschedule: false })),
      { ...motherAssessment, canReschedule: false },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Reschedule/ })).toBeNull();
    await expect(
      canvas.getByText('Gym Tonic can no longer be moved online. Please call the centre to change it.'),
    ).toBeVisible();
  },
};

/** Choosing whose bookings to show: unticking her mother hides her bookings and the clash they make. */
export const FilteredByPerson: Story = {
  name: 'Filtered by person',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = within(canvas.getByRole('group', { name: 'Show the bookings of' }));
    await userEvent.click(group.getByRole('checkbox', { name: 'Lee Siew Kim' }));
    await expect(within(canvas.getByRole('tabpanel')).queryByText('Lee Siew Kim')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: /clash/ })).toBeNull();
    await expect(group.getByRole('checkbox', { name: 'Lee Siew Kim' })).not.toBeChecked();
    await userEvent.click(group.getByRole('checkbox', { name: 'Goh Chin Huat' }));
    await userEvent.click(group.getByRole('checkbox', { name: 'Rachel Goh Hui Min (you)' }));
    await expect(canvas.getByRole('heading', { name: 'Nobody is chosen' })).toBeVisible();
  },
};

/** The list: only the days with bookings, reached by keyboard from the view's tabs. */
export const ListView: Story = {
  name: 'List view',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'List' }));
    await expect(canvas.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Monday 23 November',
      'Thursday 26 November',
      'Saturday 28 November',
    ]);
    await expect(canvas.queryByText('Nothing booked')).toBeNull();
  },
};

/** Today is marked in the week. */
export const WithToday: Story = { name: 'With today', args: { today: '2026-11-26' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const SeniorMode: Story = { name: 'Senior mode', globals: { theme: 'senior' } };

export const SeniorModeMobile: Story = {
  name: 'Senior mode, mobile',
  globals: { theme: 'senior', viewport: { value: 'mobile', isRotated: false } },
};

/** A phone (390): one day under another, each booking the phone's width. */
export const Phone: Story = {
  name: 'Words whole on a phone',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectWholeWords(canvasElement);
  },
};

/** A wide screen (1440): the week in seven columns, each with the room for its words. */
export const Wide: Story = {
  name: 'Words whole on a wide screen',
  globals: { viewport: { value: 'wide', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectWholeWords(canvasElement);
    // Seven columns: Sunday's title level with Monday's.
    const days = within(canvasElement).getAllByRole('heading', { level: 3 });
    await expect(days).toHaveLength(7);
    await expect(days.at(-1)?.getBoundingClientRect().top).toBe(days[0]?.getBoundingClientRect().top);
  },
};

/** The seven columns in the least room they are given: the calendar exactly as wide as the container query asks. */
export const NarrowestWeek: Story = {
  name: 'Seven columns at their narrowest',
  globals: { viewport: { value: 'wide', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: `${String(SEVEN_COLUMNS_EM)}em` }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expectWholeWords(canvasElement);
  },
};

/** Senior mode on a phone (390): larger text, and still no word broken. */
export const SeniorModePhone: Story = {
  name: 'Senior mode, words whole on a phone',
  globals: { theme: 'senior', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectWholeWords(canvasElement);
  },
};

/** Senior mode on a wide screen (1440): seven columns would not hold its words, so one day under another. */
export const SeniorModeWide: Story = {
  name: 'Senior mode, words whole on a wide screen',
  globals: { theme: 'senior', viewport: { value: 'wide', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectWholeWords(canvasElement);
  },
};
