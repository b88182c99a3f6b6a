import { RATING_MAX, RATING_MIN, messages, paymentPageMessages } from '@careportal/domain';
import { Button, InlineAlert, Rating, sprinkles } from '@careportal/ui';
import { useId, useState } from 'react';
import { useApiClient } from '../../data/ApiProvider';
import { PAYMENT_URLS, type OrderDetail } from './paymentApi';
import { refusalOf, type Refusal } from './refusal';

const text = paymentPageMessages;
const layout = {
  section: sprinkles({ display: 'grid', gap: 'md' }),
  actions: sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'center' }),
  sectionTitle: sprinkles({ fontSize: 'lg', fontWeight: 'bold' }),
} as const;

/** Props of {@link CompletionFeedback}. */
export interface CompletionFeedbackProps {
  order: OrderDetail;
  /** The order as the server answered the rating. */
  onRated: (rated: OrderDetail) => void;
}

/** The 1–6 rating of paying (POST order/{id}/feedback), once; afterwards the rating given, with thanks. */
export function CompletionFeedback({ order, onRated }: CompletionFeedbackProps) {
  const client = useApiClient();
  const [value, setValue] = useState<number | null>(null);
  const [error, setError] = useState<Refusal | null>(null);
  const [isSending, setSending] = useState(false);
  const titleId = useId();

  if (order.feedbackRating !== null) {
    return (
      <section className={layout.section} aria-labelledby={titleId}>
        <h2 id={titleId} className={layout.sectionTitle}>
          {messages.labels.feedback}
        </h2>
        <Rating label={text.ratingQuestion} value={order.feedbackRating} isReadOnly />
        <InlineAlert tone="success" title={text.ratingThanks} />
      </section>
    );
  }
  const send = async () => {
    if (value === null || value < RATING_MIN || value > RATING_MAX) {
      setError({ title: messages.validation.ratingRequired, detail: null });
      return;
    }
    setSending(true);
    const result = await client.request<OrderDetail>('POST', PAYMENT_URLS.feedback(order.id), {
      quiet: true,
      body: {
        rating: value,
      },
    });
    setSending(false);
    if (!result.error && result.data !== null) onRated(result.data);
    else setError(refusalOf(result));
  };
  return (
    <section className={layout.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={layout.sectionTitle}>
        {messages.labels.feedback}
      </h2>
      <Rating
        label={text.ratingQuestion}
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(null);
        }}
        errorMessage={error?.title}
      />
      <div className={layout.actions}>
        <Button variant="secondary" isDisabled={isSending} onPress={() => void send()}>
          {text.sendRating}
        </Button>
      </div>
    </section>
  );
}
