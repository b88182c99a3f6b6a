/**
 * The public help area's calls: the feedback form's POST. The help centre and the terms read nothing (their
 * content is the domain's).
 */

/** POST public/v1/feedback: a rating from 1 to 6, an optional comment, and a name and contact for a reply. */
export const FEEDBACK_URL = 'public/v1/feedback';

/** What the feedback form sends. */
export interface FeedbackBody {
  rating: number;
  comment: string;
  name: string;
  contact: string;
}
