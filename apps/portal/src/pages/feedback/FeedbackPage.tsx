import { FeedbackForm } from '../../features/help/FeedbackForm';
import { FeedbackThanks } from '../../features/help/FeedbackThanks';
import { useFeedback } from '../../features/help/useFeedback';
import type { PageProps } from '../../shell/pageProps';

/**
 * /feedback: a satisfaction rating, an optional comment and, for a reply, a name and contact. A failed send
 * stays on the page with the API's message; nothing is lost. Once sent, the thanks, and a way to send more.
 */
export function FeedbackPage({ title }: PageProps) {
  const feedback = useFeedback();
  if (feedback.phase.kind === 'sent') return <FeedbackThanks title={title} onAgain={feedback.again} />;
  return <FeedbackForm title={title} feedback={feedback} />;
}
