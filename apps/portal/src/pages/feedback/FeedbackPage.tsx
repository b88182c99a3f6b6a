import {
  REMARKS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
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
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useApiClient } from '../../data/ApiProvider';
import type { PageProps } from '../../pageModules';
import { publicPageLayout as layout } from '../../features/help/layout';

/** POST public/v1/feedback. */
export const FEEDBACK_URL = 'public/v1/feedback';

type Phase =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  /** `message`: the API's, in English (the page shows it in the language in force), or null for the page's own. */
  | { kind: 'failed'; message: string | null };

/**
 * /feedback: a satisfaction rating from 1 to 6 (a radio group of faces, each named), an optional comment and,
 * for a reply, a name and contact. A failed send stays on the page with the API's message; nothing is lost.
 * The button reads 'Sending…' meanwhile (not react-aria's pending state, whose announcement would outlive the
 * button once the thanks replace the form).
 */
export function FeedbackPage({ title }: PageProps) {
  const text = useTranslated(feedbackPageMessages, 'feedbackPageMessages');
  const catalogue = useCatalogue();
  const catalogueText = useCatalogueText();
  const client = useApiClient();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const contactId = useId();
  const thanksRef = useRef<HTMLHeadingElement>(null);

  const ratingError = submitted && rating === null ? catalogue.validation.ratingRequired : undefined;

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (rating === null || phase.kind === 'sending') return;
    setPhase({ kind: 'sending' });
    const result = await client.request<{ status: string }>('POST', FEEDBACK_URL, {
      auth: false,
      quiet: true,
      body: {
        rating,
        comment,
        name,
        contact,
      },
      background: true,
    });
    if (result.error) {
      setPhase({ kind: 'failed', message: result.errorMessage });
      return;
    }
    setPhase({ kind: 'sent' });
  };

  // The thanks take the focus once they are on the page (after React has rendered them, however long it takes).
  useEffect(() => {
    if (phase.kind === 'sent') thanksRef.current?.focus();
  }, [phase.kind]);

  const again = () => {
    setRating(null);
    setComment('');
    setName('');
    setContact('');
    setSubmitted(false);
    setPhase({ kind: 'editing' });
  };

  if (phase.kind === 'sent') {
    return (
      <div className={layout.page}>
        <h1 className={layout.title}>{title}</h1>
        <div className={layout.stack}>
          <h2 ref={thanksRef} tabIndex={-1} className={layout.subtitle}>
            {text.thanksTitle}
          </h2>
          <p className={layout.text}>{text.thanksBody}</p>
        </div>
        <Button variant="secondary" onPress={again}>
          {text.sendAnother}
        </Button>
      </div>
    );
  }

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
      <form noValidate onSubmit={(event) => void onSubmit(event)} className={layout.page}>
        <Rating
          label={text.ratingQuestion}
          description={text.ratingScale}
          value={rating}
          onChange={setRating}
          isRequired
          errorMessage={ratingError}
          name="rating"
        />
        <TextArea
          label={text.commentLabel}
          description={text.commentDescription}
          value={comment}
          onChange={setComment}
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
            value={name}
            onChange={setName}
            maxLength={NAME_MAX_LENGTH}
            autoComplete="name"
            name="name"
          />
          <TextField
            label={text.contactLabel}
            value={contact}
            onChange={setContact}
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
