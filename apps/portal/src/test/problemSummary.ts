/**
 * What the stories check when a person presses a step's button before the step is complete: the button was not
 * disabled, the step stays, and a summary of its problems takes focus with each problem as a link. Browser-only
 * (storybook/test).
 */
import { messages } from '@careportal/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * Presses the enabled button named `button` and expects the step's summary of problems, focused, to list
 * `problems` (catalogue texts, in English): returns the summary.
 */
export async function pressAndExpectProblems(
  canvasElement: HTMLElement,
  button: string,
  problems: readonly string[],
): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  const next = canvas.getByRole('button', { name: button });
  await expect(next).toBeEnabled();
  await userEvent.click(next);
  const summary = await canvas.findByRole('group', { name: messages.validation.problemSummaryTitle });
  await waitFor(() => expect(summary).toHaveFocus());
  for (const problem of problems) {
    await expect(within(summary).getByRole('link', { name: problem })).toBeVisible();
  }
  return summary;
}
