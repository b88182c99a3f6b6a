import { formatMessage, messages } from '../messages/index.js';

/**
 * The support message for a failed profile link (POST profile/linking), decided by the server's message text
 * (seed 000 section 8, "Profile linking"):
 *
 * - containing 'The referral code does not exist': the Client ID is wrong;
 * - equal to 'The referral code is not valid for the provided NRIC' (surrounding spaces ignored): the
 *   identification details are wrong;
 * - anything else, including no message: technical difficulties.
 *
 * Each names the support `email`.
 */
export function profileLinkingErrorMessage(serverMessage: string | null | undefined, email: string): string {
  const text = serverMessage ?? '';
  if (text.includes(messages.linking.serverReferralCodeMissing)) {
    return formatMessage(messages.linking.incorrectClientId, { email });
  }
  if (text.trim() === messages.linking.serverReferralCodeNotForNric) {
    return formatMessage(messages.linking.incorrectIdentification, { email });
  }
  return formatMessage(messages.linking.technicalDifficulties, { email });
}
