import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  REMARKS_MAX_LENGTH,
  feedbackPageMessages,
} from '@careportal/domain';
import {
  Button,
  InlineAlert,
  Rating,
  TextArea,
  TextField,
  useCatalogue,
  useCatalogueText,
  useTranslated,
} from '@careportal/ui';
import { useId } from 'react';
import { publicPageLayout as layout } from './layout';
import type { Feedback } from './useFeedback';

/** Props of {@link FeedbackForm}. */
export interface FeedbackFormProps {
  /** The route's title, the page's h1. */
  title: string;
  /** The form's state, from {@link useFeedback}. */
  feedback: Feedback;
}

/**
 * The feedback form: a satisfaction rating from 1 to 6 (a radio group of faces, each named), an optional comment
 * and, for a reply, a name and contact; a failed send's message above it. The button reads 'Sending…' meanwhile
 * (not react-aria's pending state, whose announcement would outlive the button once the thanks replace the form).
 */
export function FeedbackForm({ title, feedback }: FeedbackFormProps) {
  const text = useTranslated(feedbackPageMessages, 'feedbackPageMessages');
  const catalogue = useCatalogue();
  const catalogueText = useCatalogueText();
  const contactId = useId();
  const { rating, phase } = feedback;
  const ratingError = feedback.submitted && rating === null ? catalogue.validation.ratingRequired : undefined;

  return (
    <div className={layout.page}>
      <div className={layout.stack}>
        <h1 className={layout.title}>{title}</h1>
        <p className={layout.text}>{text.intro}</p>
      </div>
      {phase.kind === 'failed' ? (
        <InlineAlert
          tone="error"
          title={phase.message === null ? text.failed : catalogueText(phase.message)}
        />
      ) : null}
      <form noValidate onSubmit={(event) => void feedback.submit(event)} className={layout.page}>
        <Rating
          label={text.ratingQuestion}
          description={text.ratingScale}
          value={rating}
          onChange={feedback.setRating}
          isRequired
          errorMessage={ratingError}
          name="rating"
        />
        <TextArea
          label={text.commentLabel}
          description={text.commentDescription}
          value={feedback.comment}
          onChange={feedback.setComment}
          maxLength={REMARKS_MAX_LENGTH}
          rows={4}
          name="comment"
        />
        <div role="group" aria-labelledby={contactId} className={layout.stack}>
          <h2 id={contactId} className={layout.subtitle}>
            {text.contactTitle}
          </h2>
          <TextField
            label={text.nameLabel}
            value={feedback.name}
            onChange={feedback.setName}
            maxLength={NAME_MAX_LENGTH}
            autoComplete="name"
            name="name"
          />
          <TextField
            label={text.contactLabel}
            value={feedback.contact}
            onChange={feedback.setContact}
            maxLength={EMAIL_MAX_LENGTH}
            autoComplete="email"
            name="contact"
          />
        </div>
        <Button type="submit">{phase.kind === 'sending' ? text.sending : text.submit}</Button>
      </form>
    </div>
  );
}
