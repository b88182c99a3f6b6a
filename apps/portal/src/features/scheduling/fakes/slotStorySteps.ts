/**
 * What the stories do in the UI package's SlotPicker as a person would: turn the calendar to a month, choose a day,
 * then a time. Browser-only (storybook/test); the unit tests have ./pickSlot.
 */
import { slotPickerMessages } from '@careportal/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** A pattern that matches `text` literally at the start of a name. */
function startsWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/**
 * The day `dayOfMonth` of the month the calendar shows: the cell whose number it is (react-aria names each cell
 * with its full date in the page's language, so the number is what every language shares).
 */
export async function calendarDay(canvasElement: HTMLElement, dayOfMonth: number): Promise<HTMLElement> {
  const grid = await within(canvasElement).findByRole('grid');
  const cell = within(grid)
    .getAllByRole('button')
    .find((each) => each.textContent === String(dayOfMonth) && !each.hidden);
  if (!cell) throw new Error(`No day ${String(dayOfMonth)} in the calendar`);
  return cell;
}

/** Turns the calendar to `month` ('December 2026') with its Next month button, if it shows another month. */
export async function showMonth(canvasElement: HTMLElement, month: string): Promise<void> {
  const canvas = within(canvasElement);
  for (let turns = 0; turns < 12; turns += 1) {
    const grid = await canvas.findByRole('grid');
    if (grid.getAttribute('aria-label')?.endsWith(month) === true) return;
    await userEvent.click(canvas.getByRole('button', { name: slotPickerMessages.nextMonth }));
  }
  throw new Error(`The calendar never showed ${month}`);
}

/** Chooses the day `dayOfMonth` in the calendar once it can be chosen (its free days have been read). */
export async function pickDay(canvasElement: HTMLElement, dayOfMonth: number): Promise<void> {
  await waitFor(async () =>
    expect(await calendarDay(canvasElement, dayOfMonth)).not.toHaveAttribute('aria-disabled'),
  );
  await userEvent.click(await calendarDay(canvasElement, dayOfMonth));
}

/** The free time named `time` ('09:45 AM to 10:30 AM', or the start of it) of the chosen day: a toggle button. */
export async function timeButton(canvasElement: HTMLElement, time: string | RegExp): Promise<HTMLElement> {
  return within(canvasElement).findByRole('button', {
    name: typeof time === 'string' ? startsWith(time) : time,
  });
}

/** Chooses the day of `month`, then its time `time`, and checks it is the one chosen. */
export async function pickSlot(
  canvasElement: HTMLElement,
  month: string,
  dayOfMonth: number,
  time: string | RegExp,
): Promise<void> {
  await showMonth(canvasElement, month);
  await pickDay(canvasElement, dayOfMonth);
  await userEvent.click(await timeButton(canvasElement, time));
  await expect(await timeButton(canvasElement, time)).toHaveAttribute('aria-pressed', 'true');
}

/**
 * Waits until the picker shows its first day's times. The picker loads separately, after its page, so without this
 * a story's picture can catch its placeholder instead of the picker.
 */
export async function pickerShown(canvasElement: HTMLElement): Promise<void> {
  const [before = ''] = slotPickerMessages.timesOn.split('{date}');
  await expect(await within(canvasElement).findByRole('heading', { name: startsWith(before) })).toBeVisible();
}
