/**
 * What the unit tests do in the UI package's SlotPicker as a person would: choose a day of the month the calendar
 * shows, then a time of that day. Testing Library and user-event (jsdom); the stories have their own (storybook/test).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { slotPickerMessages } from '@careportal/domain';
import { expect } from 'vitest';

/** The calendar's day `dayOfMonth` in the month it shows (each cell is named with its full date; its text is the number). */
export async function calendarDay(dayOfMonth: number): Promise<HTMLElement> {
  const grid = await screen.findByRole('grid');
  const cell = within(grid)
    .getAllByRole('button')
    .find((each) => each.textContent === String(dayOfMonth) && !each.hidden);
  if (!cell) throw new Error(`No day ${String(dayOfMonth)} in the calendar`);
  return cell;
}

/** Turns the calendar to `month` ('December 2026') with its Next month button, if it shows another month. */
export async function showMonth(month: string): Promise<void> {
  for (let turns = 0; turns < 12; turns += 1) {
    const grid = await screen.findByRole('grid');
    if (grid.getAttribute('aria-label')?.endsWith(month) === true) return;
    await userEvent.click(screen.getByRole('button', { name: slotPickerMessages.nextMonth }));
  }
  throw new Error(`The calendar never showed ${month}`);
}

/** Chooses the day once it can be chosen (its month's free days have been read). */
export async function pickDay(dayOfMonth: number): Promise<void> {
  await waitFor(async () => {
    expect(await calendarDay(dayOfMonth)).not.toHaveAttribute('aria-disabled');
  });
  await userEvent.click(await calendarDay(dayOfMonth));
}

/** The time of the chosen day that starts at `start` ('09:45 AM'): a toggle button. */
export async function timeButton(start: string): Promise<HTMLElement> {
  return screen.findByRole('button', { name: new RegExp(`^${start} to `) });
}

/** Chooses the day of `month`, then its time starting at `start`, and checks it is the one chosen. */
export async function pickSlot(month: string, dayOfMonth: number, start: string): Promise<void> {
  await showMonth(month);
  await pickDay(dayOfMonth);
  await userEvent.click(await timeButton(start));
  expect(await timeButton(start)).toHaveAttribute('aria-pressed', 'true');
}
