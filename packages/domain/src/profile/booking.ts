import { LOVED_ONE_CHOICES, SERVICE_SELECTION_FOR } from '../schemas/enums.js';

/** The choices that mean "myself" in the registration and Denticare forms ('MySelf', 'my_self'). */
const SELF_CHOICES: readonly string[] = [SERVICE_SELECTION_FOR[0], LOVED_ONE_CHOICES[0]];

/**
 * Whether the person is booking for someone else (seed 001 section 4): the chosen loved one's id differs from the
 * logged-in user's id. No choice (missing or empty), or the "myself" choice ('MySelf', 'my_self'), means booking
 * for oneself. Ids compare as text, so 42 and '42' are the same person.
 */
export function isBookingForSomeoneElse(
  loggedInUserId: string | number | null | undefined,
  chosenLovedOneId: string | number | null | undefined,
): boolean {
  if (chosenLovedOneId === null || chosenLovedOneId === undefined) return false;
  const chosen = String(chosenLovedOneId);
  if (chosen === '' || SELF_CHOICES.includes(chosen)) return false;
  return chosen !== String(loggedInUserId ?? '');
}
