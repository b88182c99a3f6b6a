/** What the payment screens' stories check again and again: a busy page, and one that could not load. */
import { messages } from '@careportal/domain';
import { expect, waitFor, within } from 'storybook/test';

/** A status region of the page says `label` (a skeleton's 'Loading…', 'Saving your card…'). */
export async function expectBusy(canvasElement: HTMLElement, label: string = messages.generic.loading) {
  await waitFor(async () => {
    await expect(
      within(canvasElement)
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toContain(label);
  });
}

/** The page could not be read: 'We're sorry, Something went wrong…' with Retry. */
export async function expectLoadError(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(messages.generic.somethingWentWrong)).toBeVisible();
  await expect(canvas.getByRole('button', { name: messages.generic.retry })).toBeVisible();
}
