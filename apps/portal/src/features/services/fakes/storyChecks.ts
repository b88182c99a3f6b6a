/** What the My Services stories check again and again. */
import { messages } from '@careportal/domain';
import { expect, userEvent, within } from 'storybook/test';

/** The tab list named `name` (e.g. 'Sessions of Circuit Training'), once it is there. */
export async function findTabs(canvasElement: HTMLElement, name: string) {
  const list = await within(canvasElement).findByRole('tablist', { name });
  const root = parentOf(list);
  return {
    list,
    /** Selects `tab` and gives its panel. */
    select: async (tab: string) => {
      await userEvent.click(within(list).getByRole('tab', { name: tab }));
      const panel = within(root).getByRole('tabpanel', { name: tab });
      await expect(panel).toBeVisible();
      return panel;
    },
  };
}

/** A status region says `label` (a skeleton's 'Loading'). */
export async function expectLoading(canvasElement: HTMLElement) {
  const statuses = await within(canvasElement).findAllByRole('status');
  await expect(statuses.map((status) => status.textContent)).toContain(messages.generic.loading);
}

/** The page could not be read: 'We're sorry, Something went wrong…' with Retry. */
export async function expectLoadError(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(messages.generic.somethingWentWrong)).toBeVisible();
  await expect(canvas.getByRole('button', { name: messages.generic.retry })).toBeVisible();
}

/** The element around `element` (a tab list's tabs root); throws when there is none. */
export function parentOf(element: HTMLElement): HTMLElement {
  const parent = element.parentElement;
  if (parent === null) throw new Error('The element has no parent.');
  return parent;
}
