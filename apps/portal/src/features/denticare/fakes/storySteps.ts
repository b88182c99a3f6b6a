/**
 * What the Denticare stories do as a visitor would: choose in the step 1 lists, fill in step 2. Browser-only
 * (storybook/test); stories import it.
 */
import { denticarePageMessages } from '@careportal/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pickSlot } from '../../scheduling/fakes/slotStorySteps';

export { calendarDay, pickDay, timeButton } from '../../scheduling/fakes/slotStorySteps';

const slot = denticarePageMessages.slot;

/** A pattern that matches `text` literally at the start of a name. */
function startsWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/**
 * A pressed button announced itself as pending by pointing at its own label; react-aria keeps that entry for
 * about 7 s, past the button, which the next screen replaced. Let it expire before axe looks.
 */
export async function pendingAnnouncementGone(canvasElement: HTMLElement): Promise<void> {
  // react-aria announces a pending button only once it has been pending a moment; let that happen first.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const announcer = canvasElement.ownerDocument.querySelector('[data-live-announcer]');
  await waitFor(() => expect(announcer?.querySelector('[aria-labelledby]') ?? null).toBeNull(), {
    timeout: 10_000,
  });
}

/** The step 1 choice labelled `label` (Clinic, Dentist): a group of radio buttons. */
export async function choiceGroup(canvasElement: HTMLElement, label: string): Promise<HTMLElement> {
  return within(canvasElement).findByRole('radiogroup', { name: startsWith(label) });
}

/** Picks `option` in the choice labelled `label`. */
export async function pick(
  canvasElement: HTMLElement,
  label: string,
  option: string | RegExp,
): Promise<void> {
  const group = await choiceGroup(canvasElement, label);
  await userEvent.click(await within(group).findByRole('radio', { name: option }));
}

/** Expects `option` to be the one chosen in the choice labelled `label`, or nothing chosen when it is null. */
export async function expectChosen(
  canvasElement: HTMLElement,
  label: string,
  option: string | RegExp | null,
): Promise<void> {
  const group = await choiceGroup(canvasElement, label);
  if (option === null) {
    for (const radio of within(group).getAllByRole('radio')) await expect(radio).not.toBeChecked();
    return;
  }
  await expect(await within(group).findByRole('radio', { name: option })).toBeChecked();
}

/** Step 1 for Denticare Bedok, 'No preference', Thursday 03/12/2026 (the calendar opens on December) and `time`. */
export async function chooseSlot(
  canvasElement: HTMLElement,
  time: string | RegExp = /^09:45 AM/,
): Promise<void> {
  await pick(canvasElement, slot.centre, 'Denticare Bedok');
  await expectChosen(canvasElement, slot.dentist, 'No preference');
  await expect(await within(canvasElement).findByRole('grid', { name: /December 2026/ })).toBeVisible();
  await pickSlot(canvasElement, 'December 2026', 3, time);
}

/** Step 2 for Tan Ah Kow, NRIC S1234567D. */
export async function fillDetails(canvasElement: HTMLElement): Promise<void> {
  const canvas = within(canvasElement);
  const details = denticarePageMessages.details;
  await userEvent.type(await canvas.findByRole('textbox', { name: startsWith(details.name) }), 'Tan Ah Kow');
  await userEvent.type(canvas.getByRole('textbox', { name: /^ID number/ }), 'S1234567D');
  await userEvent.type(
    canvas.getByRole('textbox', { name: startsWith(details.email) }),
    'ahkow.tan@example.com',
  );
  await userEvent.type(canvas.getByRole('textbox', { name: startsWith(details.mobileNumber) }), '91234567');
}
