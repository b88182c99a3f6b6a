import { slotPickerMessages } from '@careportal/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SlotPicker, type SlotPickerProps, type SlotPickerTime } from './SlotPicker';

const text = slotPickerMessages;

function slot(date: string, hhmm: string): SlotPickerTime {
  const startsAt = new Date(`${date}T${hhmm}:00+08:00`);
  return {
    value: `${date} ${hhmm}`,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 45 * 60_000).toISOString(),
  };
}

const TIMES: Record<string, SlotPickerTime[]> = {
  '2026-12-08': [slot('2026-12-08', '09:00'), slot('2026-12-08', '14:00')],
  '2026-12-09': [slot('2026-12-09', '18:30'), slot('2026-12-09', '09:45'), slot('2026-12-09', '11:15')],
};

type Props = Partial<Omit<SlotPickerProps, 'date' | 'selected' | 'times'>> & { initialDate?: string | null };

function Harness({ initialDate = null, onDateChange, onSelectionChange, ...props }: Props) {
  const [date, setDate] = useState(initialDate);
  const [selected, setSelected] = useState<SlotPickerTime[]>([]);
  return (
    <SlotPicker
      availableDates={Object.keys(TIMES)}
      minDate="2026-12-07"
      maxDate="2027-01-31"
      {...props}
      date={date}
      onDateChange={(next) => {
        setDate(next);
        onDateChange?.(next);
      }}
      times={date === null ? undefined : (TIMES[date] ?? [])}
      selected={selected}
      onSelectionChange={(next) => {
        setSelected(next);
        onSelectionChange?.(next);
      }}
    />
  );
}

const day = (name: RegExp) => screen.getByRole('button', { name });

describe('SlotPicker', () => {
  it('offers only the days with free times: the others are unavailable to every reader', () => {
    render(<Harness />);
    expect(screen.getByRole('application', { name: /Choose a day/ })).toHaveAccessibleDescription(
      text.calendarHint,
    );
    expect(day(/Tuesday, December 8, 2026/)).not.toHaveAttribute('aria-disabled');
    expect(day(/Thursday, December 10, 2026/)).toHaveAttribute('aria-disabled', 'true');
    // Before the first bookable day: unavailable too.
    expect(day(/Sunday, December 6, 2026/)).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(text.chooseDayFirst)).toBeInTheDocument();
  });

  it('is finished by keyboard alone: a day by the arrow keys, then a time, then the action in reach', async () => {
    const user = userEvent.setup();
    const onDateChange = vi.fn();
    const onSelectionChange = vi.fn();
    render(
      <Harness
        onDateChange={onDateChange}
        onSelectionChange={onSelectionChange}
        action={<button type="button">Confirm</button>}
      />,
    );
    await user.tab(); // the next month (the previous is before the first day)
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveFocus();
    await user.tab(); // the calendar, on the first free day
    expect(day(/December 8, 2026/)).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onDateChange).toHaveBeenLastCalledWith('2026-12-09');
    expect(screen.getByRole('heading', { name: 'Free times on Wednesday, 09/12/2026' })).toBeInTheDocument();

    // The times in order, grouped by the part of the day (Singapore time).
    expect(
      within(screen.getByRole('group', { name: 'Morning' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['09:45 AM to 10:30 AM', '11:15 AM to 12:00 PM']);
    expect(within(screen.getByRole('group', { name: 'Evening' })).getByRole('button')).toHaveTextContent(
      '06:30 PM to 07:15 PM',
    );
    expect(screen.queryByRole('group', { name: 'Afternoon' })).toBeNull();

    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: '11:15 AM to 12:00 PM' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onSelectionChange).toHaveBeenLastCalledWith([TIMES['2026-12-09']?.[2]]);
    expect(screen.getByText('Your choice: Wednesday, 09/12/2026, 11:15 AM to 12:00 PM')).toBeInTheDocument();
    // Another time replaces it; pressing the chosen time again keeps it.
    await user.click(screen.getByRole('button', { name: '09:45 AM to 10:30 AM' }));
    await user.click(screen.getByRole('button', { name: '09:45 AM to 10:30 AM' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([TIMES['2026-12-09']?.[1]]);
    expect(screen.getByRole('button', { name: '09:45 AM to 10:30 AM' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: '11:15 AM to 12:00 PM' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // From the time just chosen, past the day's two later times, to the action beside the choice.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });

  it('says so when a month has no free day, and turns to the next month at a press', async () => {
    const user = userEvent.setup();
    const onMonthChange = vi.fn();
    render(<Harness availableDates={['2027-01-05']} onMonthChange={onMonthChange} />);
    // Uncontrolled, it opens on the month of the first free day.
    expect(screen.getByRole('heading', { name: /January 2027/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(onMonthChange).toHaveBeenLastCalledWith('2026-12');
    expect(screen.getByRole('heading', { name: /December 2026/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(text.noDaysThisMonth);
  });

  it("shows the caller's month, and names the closed days in it", () => {
    const { rerender } = render(
      <Harness month="2026-12" closedDays={[{ date: '2026-12-25', name: 'Christmas Day' }]} />,
    );
    expect(screen.getByText('Closed on Friday, 25/12/2026: Christmas Day')).toBeInTheDocument();
    rerender(<Harness month="2027-01" closedDays={[{ date: '2026-12-25', name: 'Christmas Day' }]} />);
    expect(screen.getByRole('heading', { name: /January 2027/ })).toBeInTheDocument();
    expect(screen.queryByText(/Christmas Day/)).toBeNull();
  });

  it('says the days are loading, then that a day has no time left', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness availableDates={undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent(text.loadingDays);
    rerender(<Harness availableDates={['2026-12-10']} />);
    await user.click(day(/December 10, 2026/));
    expect(screen.getByText(text.noTimesThatDay)).toBeInTheDocument();
  });

  it('names each time by its time, and says what is under it (the places left) as its description', () => {
    const withPlaces = { ...slot('2026-12-08', '09:00'), description: '8 places left' };
    render(
      <SlotPicker
        availableDates={['2026-12-08']}
        minDate="2026-12-07"
        maxDate="2026-12-31"
        date="2026-12-08"
        onDateChange={vi.fn()}
        times={[withPlaces]}
        selected={[]}
        onSelectionChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: '09:00 AM to 09:45 AM' })).toHaveAccessibleDescription(
      '8 places left',
    );
  });

  it('picks several times up to the limit, says why the rest wait, and removes one at a press', async () => {
    const user = userEvent.setup();
    render(<Harness selectionMode="multiple" maxSelected={2} initialDate="2026-12-08" />);
    expect(screen.getByText('You have chosen 0 of 2.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '09:00 AM to 09:45 AM' }));
    await user.click(day(/December 9, 2026/));
    await user.click(screen.getByRole('button', { name: '06:30 PM to 07:15 PM' }));
    expect(
      screen.getByText('You have chosen 2 of 2. To choose another time, remove one first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '09:45 AM to 10:30 AM' })).toBeDisabled();
    await user.click(
      screen.getByRole('button', { name: 'Remove Tuesday, 08/12/2026, 09:00 AM to 09:45 AM' }),
    );
    expect(screen.getByText('You have chosen 1 of 2.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '09:45 AM to 10:30 AM' })).toBeEnabled();
    // A pressed time is unpressed by pressing it again.
    await user.click(screen.getByRole('button', { name: '06:30 PM to 07:15 PM' }));
    expect(screen.getByText('You have chosen 0 of 2.')).toBeInTheDocument();
  });
});
