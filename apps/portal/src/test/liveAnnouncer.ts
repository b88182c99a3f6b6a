import { expect, waitFor } from 'storybook/test';

/**
 * Waits for react-aria's live region to let go of elements that have gone. A busy button (Checkout, Add to cart)
 * is announced through an entry that names the button by id; when the button goes with its page, the entry
 * dangles until react-aria removes it, 7 s later, and axe would report it.
 */
export async function waitForAnnouncementsToSettle() {
  await waitFor(
    async () => {
      const dangling = [...document.querySelectorAll('[role="img"][aria-labelledby]')].filter(
        (entry) => document.getElementById(entry.getAttribute('aria-labelledby') ?? '') === null,
      );
      await expect(dangling).toHaveLength(0);
    },
    { timeout: 9000 },
  );
}
