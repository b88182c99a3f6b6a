import {
  createIcuFormatter,
  loadTranslations,
  messages,
  slotPickerMessages,
  type TranslationTable,
} from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { InlineAlert } from '../InlineAlert';
import { LoadError } from '../LoadError';
import { LocaleProvider } from '../LocaleProvider';
import { SlotPicker, type SlotPickerProps, type SlotPickerTime } from './SlotPicker';

const text = slotPickerMessages;

/** A 45-minute slot at a Singapore time of day on `date`. */
function slot(date: string, hhmm: string, description?: string): SlotPickerTime {
  const startsAt = new Date(`${date}T${hhmm}:00+08:00`);
  return {
    value: startsAt.toISOString(),
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 45 * 60_000).toISOString(),
    description,
  };
}

/** A clinic's day: 10 times, morning and afternoon. */
function fullDay(date: string): SlotPickerTime[] {
  return ['09:00', '09:45', '10:30', '11:15', '14:00', '14:45', '15:30', '16:15', '17:00', '17:45'].map(
    (hhmm) => slot(date, hhmm),
  );
}

const DECEMBER_DAYS = [
  '2026-12-08',
  '2026-12-09',
  '2026-12-10',
  '2026-12-15',
  '2026-12-17',
  '2026-12-22',
  '2026-12-29',
];

interface Args extends Omit<
  SlotPickerProps,
  'date' | 'onDateChange' | 'selected' | 'onSelectionChange' | 'times'
> {
  /** The times of each day, by ISO date; a day left out is still loading. */
  timesByDay: Record<string, SlotPickerTime[]>;
  initialDate: string | null;
  initialSelected?: SlotPickerTime[];
  onDateChange: (date: string) => void;
  onSelectionChange: (selected: SlotPickerTime[]) => void;
  /** Stops the times of every day loading, as a slow phone would. */
  timesLoading?: boolean;
}

/** The picker as a page holds it: the chosen day and times in the page's state. */
function Picker({
  timesByDay,
  initialDate,
  initialSelected = [],
  onDateChange,
  onSelectionChange,
  timesLoading,
  ...props
}: Args) {
  const [date, setDate] = useState(initialDate);
  const [selected, setSelected] = useState<SlotPickerTime[]>(initialSelected);
  return (
    <SlotPicker
      {...props}
      date={date}
      onDateChange={(next) => {
        setDate(next);
        onDateChange(next);
      }}
      times={date === null || timesLoading === true ? undefined : (timesByDay[date] ?? [])}
      selected={selected}
      onSelectionChange={(next) => {
        setSelected(next);
        onSelectionChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/SlotPicker',
  component: Picker,
  args: {
    availableDates: DECEMBER_DAYS,
    minDate: '2026-12-07',
    maxDate: '2027-02-28',
    initialDate: null,
    timesByDay: Object.fromEntries(DECEMBER_DAYS.map((day) => [day, fullDay(day)])),
    onDateChange: fn(),
    onSelectionChange: fn(),
    onMonthChange: fn(),
    action: <Button>Confirm new time</Button>,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseADay: Story = {
  name: 'Choose a day',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('application', { name: 'Choose a day, December 2026' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'December 2026' })).toBeVisible();
    await expect(canvas.getByText(text.chooseDayFirst)).toBeVisible();
    await expect(canvas.getByText(text.nothingChosen)).toBeVisible();
    // A day with free times can be chosen; a day without is unavailable, and says so.
    await expect(
      canvas.getByRole('button', { name: /Tuesday, 8 December 2026|Tuesday, December 8, 2026/ }),
    ).not.toHaveAttribute('aria-disabled');
    await expect(
      canvas.getByRole('button', { name: /Friday, 11 December 2026|Friday, December 11, 2026/ }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const DayChosen: Story = {
  name: 'A day chosen: its times by part of the day',
  args: { initialDate: '2026-12-09' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Free times on Wednesday, 09/12/2026' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Morning' })).toBeVisible();
    await expect(
      within(canvas.getByRole('group', { name: 'Afternoon' })).getAllByRole('button'),
    ).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: '09:00 AM to 09:45 AM' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** A notice about the time chosen (a clash with another booking), kept in view above it and Confirm. */
export const WithNotice: Story = {
  name: 'A time chosen, with a notice above Confirm',
  args: {
    initialDate: '2026-12-09',
    initialSelected: fullDay('2026-12-09').slice(0, 1),
    notice: (
      <InlineAlert tone="warning" title="This time clashes with another booking">
        Lee Siew Kim's Gym Tonic at Kampung Admiralty starts 15 minutes after this ends. You can still confirm
        it, or choose another time.
      </InlineAlert>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This time clashes with another booking')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirm new time' })).toBeEnabled();
  },
};

export const ChosenByKeyboard: Story = {
  name: 'Chosen by keyboard alone',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab(); // the next month (the previous one is before the first day)
    await userEvent.tab(); // the calendar, on the first free day
    await expect(
      canvas.getByRole('button', { name: /^Tuesday, 8 December 2026|^Tuesday, December 8, 2026/ }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onDateChange).toHaveBeenLastCalledWith('2026-12-09');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '09:00 AM to 09:45 AM' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: '09:45 AM to 10:30 AM' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByText('Your choice: Wednesday, 09/12/2026, 09:45 AM to 10:30 AM')).toBeVisible();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ startsAt: '2026-12-09T01:45:00.000Z' }),
    ]);
  },
};

export const NoTimesThisMonth: Story = {
  name: 'No times this month',
  args: { availableDates: ['2027-01-05', '2027-01-06'], month: '2026-12' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(text.noDaysThisMonth);
    await expect(canvas.getByRole('button', { name: text.nextMonth })).toBeEnabled();
  },
};

export const OneTime: Story = {
  name: 'One time',
  args: {
    availableDates: ['2026-12-10'],
    initialDate: '2026-12-10',
    timesByDay: { '2026-12-10': [slot('2026-12-10', '10:30', '1 place left')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { pressed: false })).toHaveLength(1);
    await expect(canvas.queryByRole('group', { name: 'Afternoon' })).toBeNull();
  },
};

export const FullDay: Story = {
  name: 'A full day',
  args: { initialDate: '2026-12-10', timesByDay: { '2026-12-10': [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text.noTimesThatDay)).toBeVisible();
  },
};

export const Holiday: Story = {
  name: 'A holiday',
  args: {
    availableDates: ['2026-12-22', '2026-12-23', '2026-12-24', '2026-12-28'],
    closedDays: [{ date: '2026-12-25', name: 'Christmas Day' }],
    month: '2026-12',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Closed on Friday, 25/12/2026: Christmas Day')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /25 December 2026|December 25, 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const LoadingDays: Story = {
  name: 'Loading the days',
  args: { availableDates: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(text.loadingDays);
  },
};

export const LoadingTimes: Story = {
  name: 'Loading the times',
  args: { initialDate: '2026-12-09', timesLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text.loadingTimes)).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  name: 'The times could not be read',
  args: { initialDate: '2026-12-09', problem: <LoadError onRetry={fn()} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.generic.somethingWentWrong);
    await expect(canvas.getByRole('button', { name: messages.generic.retry })).toBeVisible();
  },
};

export const Chosen: Story = {
  name: 'A time chosen',
  args: { initialDate: '2026-12-09', initialSelected: [slot('2026-12-09', '14:45')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '02:45 PM to 03:30 PM' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByText('Your choice: Wednesday, 09/12/2026, 02:45 PM to 03:30 PM')).toBeVisible();
  },
};

export const SeveralTimes: Story = {
  name: 'Several times, up to a limit',
  args: {
    selectionMode: 'multiple',
    maxSelected: 2,
    initialDate: '2026-12-10',
    initialSelected: [slot('2026-12-09', '09:00')],
    action: <Button>Book sessions</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have chosen 1 of 2.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '11:15 AM to 12:00 PM' }));
    await expect(canvas.getByText(text.allChosen.replaceAll('{max}', '2'))).toBeVisible();
    // The other times wait, with the reason in view; removing one frees them.
    await expect(canvas.getByRole('button', { name: '02:00 PM to 02:45 PM' })).toBeDisabled();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Wednesday, 09/12/2026, 09:00 AM to 09:45 AM' }),
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: '02:00 PM to 02:45 PM' })).toBeEnabled());
  },
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  globals: { theme: 'senior' },
  args: { initialDate: '2026-12-09', initialSelected: [slot('2026-12-09', '10:30')] },
};

export const Mobile: Story = {
  name: '390 px',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { initialDate: '2026-12-09', initialSelected: [slot('2026-12-09', '10:30')] },
};

export const MobileSeniorMode: Story = {
  name: '390 px, senior mode',
  globals: { viewport: { value: 'mobile', isRotated: false }, theme: 'senior' },
  args: { initialDate: '2026-12-09' },
};

/** What the loader gives: the Chinese table, as a page gets it. */
interface Loaded {
  table: TranslationTable | undefined;
}

function InLanguage({ locale, ...props }: Args & Loaded & { locale: 'zh-Hans' | 'ta' }) {
  const format = useMemo(() => createIcuFormatter(locale), [locale]);
  return (
    <LocaleProvider locale={locale} table={props.table} format={format}>
      <div lang={locale}>
        <Picker {...props} />
      </div>
    </LocaleProvider>
  );
}

export const Chinese: Story = {
  name: 'Chinese',
  args: { initialDate: '2026-12-09', initialSelected: [slot('2026-12-09', '10:30')] },
  loaders: [async (): Promise<Loaded> => ({ table: await loadTranslations('zh-Hans') })],
  render: (args, { loaded }) => (
    <InLanguage {...args} locale="zh-Hans" table={(loaded as Partial<Loaded>).table} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '2026年12月' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: '上午' })).toBeVisible();
  },
};

/** Tamil: the longest words of the four languages, at 390 px, where nothing may break mid-word. */
export const Tamil: Story = {
  name: 'Tamil, 390 px',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { initialDate: '2026-12-09', initialSelected: [slot('2026-12-09', '10:30')] },
  loaders: [async (): Promise<Loaded> => ({ table: await loadTranslations('ta') })],
  render: (args, { loaded }) => (
    <InLanguage {...args} locale="ta" table={(loaded as Partial<Loaded>).table} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'காலை' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'அடுத்த மாதம்' })).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent(/slotPickerMessages\./);
  },
};
