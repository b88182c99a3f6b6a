import { expect, waitFor } from 'storybook/test';

/**
 * How long react-aria's entries may take to go: react-aria removes each 7 s after it was made, with a timer in a
 * page that a busy machine can starve for seconds (a load average of 20 on 2 cores left one up past 9 s). This
 * waits for a condition, not a speed check, so it allows well beyond the timer.
 */
const ANNOUNCER_SETTLE_TIMEOUT_MS = 30_000;
/** react-aria's delay before the first announcement of a page (LiveAnnouncer's `announce`). */
const FIRST_ANNOUNCEMENT_DELAY_MS = 100;

/**
 * Waits for react-aria's live region to let go of the entries that name an element. A busy button (Checkout, Add
 * to cart, Confirm) is announced through an entry that names the button by id, when it turns busy and again when
 * it is done; when the button goes with its page, or stays but no longer has a name to give (its text swapped
 * out while the page changes), the entry dangles until react-aria removes it, 7 s later, and axe would report
 * it. Waiting until no such entry is left at all, not only until none dangles, leaves none to dangle later: an
 * entry whose button is still there can lose it after the wait, while the page settles.
 */
export async function waitForAnnouncementsToSettle() {
  // The page's very first announcement is made 100 ms after it is asked for (react-aria gives a new live region
  // time to be noticed), and a starved page can run that timer long after the page has moved on: the entry then
  // arrives after an empty region was seen, naming a button that has gone. A timer set now, due later, runs after
  // that one, whatever the machine's speed.
  await new Promise((resolve) => setTimeout(resolve, FIRST_ANNOUNCEMENT_DELAY_MS + 50));
  await waitFor(
    async () => {
      await expect(
        document.querySelectorAll('[data-live-announcer] [role="img"][aria-labelledby]'),
      ).toHaveLength(0);
    },
    { timeout: ANNOUNCER_SETTLE_TIMEOUT_MS },
  );
}
