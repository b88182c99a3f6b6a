import { expect, waitFor } from 'storybook/test';

/**
 * Waits for react-aria's live region to let go of elements that have gone or gone quiet. A busy button (Checkout,
 * Add to cart, Confirm) is announced through an entry that names the button by id; when the button goes with its
 * page, or stays but no longer has a name to give (its text swapped out while the page changes), the entry
 * dangles until react-aria removes it, 7 s later, and axe would report it.
 */
export async function waitForAnnouncementsToSettle() {
  await waitFor(
    async () => {
      const dangling = [...document.querySelectorAll('[role="img"][aria-labelledby]')].filter((entry) => {
        const named = document.getElementById(entry.getAttribute('aria-labelledby') ?? '');
        return named === null || named.textContent.trim() === '';
      });
      await expect(dangling).toHaveLength(0);
    },
    { timeout: 9000 },
  );
}
