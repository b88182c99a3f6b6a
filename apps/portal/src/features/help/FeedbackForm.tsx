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
  Stack,
  TextArea,
  TextField,
  useCatalogue,
  useCatalogueText,
  useTranslated,
} from '@careportal/ui';
import { useId } from 'react';
import type { Feedback } from './useFeedback';
import { textStyles } from '../../shell/textStyles';
import { PublicPageIntro } from '../../shell/PublicPageIntro';

/** Props of {@link FeedbackForm}. */
export interface FeedbackFormProps {
  /** The route's title, the page's h1. */
  title: string;
  /** The form's state, from {@link useFeedback}. */
  feedback: Feedback;
}

/**
 * The feedback form: a satisfaction rating from 1 to 6 (a radio group of faces, each named), an optional comment
 * and, for a reply, a name and contact (an email address or a Singapore phone number, held at the field
 * otherwise); a failed send's message above it. The button reads 'Sending…' meanwhile
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
    <Stack space="lg">
      <PublicPageIntro title={title} intro={text.intro} />
      {phase.kind === 'failed' ? (
        <InlineAlert
          tone="error"
          title={phase.message === null ? text.failed : catalogueText(phase.message)}
        />
      ) : null}
      <Stack noValidate onSubmit={(event) => void feedback.submit(event)} as="form" space="lg">
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
        <Stack role="group" aria-labelledby={contactId} space="sm">
          <h2 id={contactId} className={textStyles.subtitle}>
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
            description={text.contactDescription}
            errorMessage={feedback.submitted && feedback.contactInvalid ? text.contactInvalid : undefined}
            value={feedback.contact}
            onChange={feedback.setContact}
            maxLength={EMAIL_MAX_LENGTH}
            autoComplete="email"
            name="contact"
          />
        </Stack>
        <Button type="submit">{phase.kind === 'sending' ? text.sending : text.submit}</Button>
      </Stack>
    </Stack>
  );
}
