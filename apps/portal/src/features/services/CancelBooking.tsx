import {
  REMARKS_MAX_LENGTH,
  cancellationConsequence,
  isFilled,
  messages,
  myServicesPageMessages,
  type ServiceBooking,
} from '@careportal/domain';
import { Button, Inline, InlineAlert, Stack, TextArea, useToast } from '@careportal/ui';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../data/ApiProvider';
import { BackLink, type BookingPageContext } from './BookingPage';
import { BookingSummary } from './BookingSummary';
import { CANCEL_URL } from './api';
import { refusalMessage } from './changeWords';
import { failureMessage } from '../../data/client';
import { textStyles } from '../../shell/textStyles';

const text = myServicesPageMessages;
/** 'Reasons*' names the field; the star is the field's required mark, drawn by the field itself. */
const REASONS_LABEL = messages.labels.cancellationReasons.replace(/\*$/, '');

/** What the person is told once it is cancelled, by the status the API answered. */
function cancelledMessage(booking: ServiceBooking, answer: ServiceBooking | null): string {
  if (booking.format === 'APPOINTMENT') return messages.success.appointmentCancelled;
  return (answer?.status ?? booking.changeRules.cancelOutcome) === 'CANCELLED_WITH_CHARGE'
    ? messages.booking.sessionForfeited
    : messages.booking.sessionCancelled;
}

/**
 * A cancel page's content: the booking, what cancelling means (stated before the person confirms), the reason
 * ('Reasons*', required: the API's message at the field, focus moved to it), and the confirmation. A booking the rules
 * no longer let go shows the catalogue's reason instead.
 */
export function CancelBooking({ booking, review, back }: BookingPageContext) {
  const client = useApiClient();
  const { show } = useToast();
  const navigate = useNavigate();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const rules = booking.changeRules;

  if (!rules.canCancel) {
    return (
      <>
        <BookingSummary booking={booking} />
        <InlineAlert
          tone="warning"
          title={refusalMessage(rules.cancelRefusal ?? 'notScheduled', review.graceWorkingDays)}
        />
        <BackLink to={back} />
      </>
    );
  }

  // The server's rules for this booking now, in the words the API answers too (domain cancellationConsequence).
  const consequence = cancellationConsequence({ ...booking, graceWorkingDays: review.graceWorkingDays });
  const isCharged = rules.cancelOutcome === 'CANCELLED_WITH_CHARGE';
  const confirmLabel =
    booking.format === 'APPOINTMENT'
      ? text.confirmCancelAppointment
      : isCharged
        ? text.confirmForfeitSession
        : text.confirmCancelSession;

  const submit = async () => {
    setReasonError(null);
    setProblem(null);
    // A reason is required (domain isFilled, the text rule's own test without the validation library): said at the
    // field before anything is sent. The API checks the rest of the rule (cancelBookingRequestSchema) and says what
    // is wrong, at the same field.
    if (!isFilled(reason)) {
      setReasonError(messages.validation.cancellationReasonRequired);
      reasonRef.current?.focus();
      return;
    }
    setSaving(true);
    const result = await client.request<ServiceBooking>('POST', CANCEL_URL, {
      quiet: true,
      body: {
        sessionId: booking.id,
        reason,
      },
    });
    setSaving(false);
    if (result.httpCode === 400) {
      setReasonError(result.errorMessage ?? messages.validation.cancellationReasonRequired);
      reasonRef.current?.focus();
      return;
    }
    if (result.error) {
      setProblem(failureMessage(result));
      await review.refresh();
      return;
    }
    show({ type: 'success', content: cancelledMessage(booking, result.data) });
    // Back at once; what was read before the change is read again there.
    void review.invalidateAll();
    await navigate(back);
  };

  return (
    <>
      <BookingSummary booking={booking} />
      <Stack as="section" space="md" aria-labelledby="what-cancelling-means">
        <h2 id="what-cancelling-means" className={textStyles.sectionTitle}>
          {text.whatCancellingMeans}
        </h2>
        <InlineAlert tone={isCharged ? 'warning' : 'info'} title={consequence} />
      </Stack>
      <Stack
        as="form"
        space="md"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {problem === null ? null : <InlineAlert tone="error" title={problem} />}
        <TextArea
          label={REASONS_LABEL}
          description={text.reasonHint}
          isRequired
          value={reason}
          onChange={(value) => {
            setReason(value);
            if (reasonError !== null && value.trim() !== '') setReasonError(null);
          }}
          errorMessage={reasonError ?? undefined}
          maxLength={REMARKS_MAX_LENGTH}
          inputRef={reasonRef}
        />
        <Inline space="sm" alignY="center">
          <Button type="submit" variant={isCharged ? 'danger' : 'primary'} isLoading={isSaving}>
            {confirmLabel}
          </Button>
        </Inline>
        <BackLink to={back} />
      </Stack>
    </>
  );
}
