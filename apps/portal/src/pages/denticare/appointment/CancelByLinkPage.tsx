import {
  denticarePageMessages,
  formatSingaporeDate,
  formatSingaporeTime,
  maskNationalId,
  messages,
} from '@careportal/domain';
import { Button, DetailList, InlineAlert, Link, PageLoading, Stack, useTranslated } from '@careportal/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useApi, useApiClient } from '../../../data/ApiProvider';
import {
  DENTICARE_PATHS,
  DENTICARE_URLS,
  type CancellationData,
  type CancellationResult,
} from '../../../features/denticare/api';
import { useForgetSession } from '../../../features/denticare/useForgetSession';
import { textStyles } from '../../../shell/textStyles';

const HTTP_SERVER_ERROR = 500;

/** Props of {@link CancelByLinkPage}. */
export interface CancelByLinkPageProps {
  /** The route's title, the page's h1. */
  title: string;
}

/** What the page says for an outcome (seed 001 §8, "Cancellation codes"). */
export const CANCELLATION_TEXT: Record<CancellationResult, string> = {
  CANCELLATION_SUCCESS: messages.denticare.cancellationSuccess,
  CANCELLATION_FAILED: messages.denticare.cancellationFailed,
  APPOINTMENT_NOT_AVAILABLE: messages.denticare.appointmentNotAvailable,
};

/** The outcome the cancellation data gives before anyone presses Cancel (seed 001 §4, "Cancellation via link"). */
export function cancellationStatusOf(
  data: CancellationData | null,
): CancellationResult | 'BOOKED' | 'CANCELLED' {
  if (data === null || data.status === '') return 'APPOINTMENT_NOT_AVAILABLE';
  if (data.status === 'CANCELLED') return 'CANCELLED';
  return 'BOOKED';
}

/**
 * /denticare/appointment/{id}, the link sent with the confirmation: the appointment (its ID number masked) and
 * 'Cancel this appointment'. Cancelling answers CANCELLATION_SUCCESS, or CANCELLATION_FAILED with the server's
 * reason (too late, already cancelled); an appointment that has passed or is unknown is APPOINTMENT_NOT_AVAILABLE.
 * A 500 goes to /denticare/something-went-wrong (the API client's Denticare rule).
 */
export function CancelByLinkPage({ title }: CancelByLinkPageProps) {
  const d = useTranslated(denticarePageMessages, 'denticarePageMessages');
  const text = d.cancel;
  const { id = '' } = useParams();
  const client = useApiClient();
  const forgetSession = useForgetSession();
  const answer = useApi<CancellationData>(DENTICARE_URLS.public.cancellation(id), {
    auth: false,
    quiet: true,
  });
  const [result, setResult] = useState<CancellationResult | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  if (answer.isLoading) return <PageLoading />;
  const data = answer.data?.error === false ? (answer.data.data ?? null) : null;
  const before = cancellationStatusOf(data);

  const cancel = async () => {
    if (data === null) return;
    setSaving(true);
    const put = await client.request('PUT', DENTICARE_URLS.public.cancel, {
      auth: false,
      quiet: true,
      body: {
        clientSessionId: data.clientSessionId,
        appointmentId: data.appointmentId,
      },
    });
    setSaving(false);
    if (put.httpCode === HTTP_SERVER_ERROR) return;
    if (!put.error) {
      await forgetSession();
      setResult('CANCELLATION_SUCCESS');
      return;
    }
    setReason(put.errorMessage ?? put.message);
    setResult('CANCELLATION_FAILED');
  };

  const outcome: CancellationResult | null =
    result ?? (before === 'APPOINTMENT_NOT_AVAILABLE' ? 'APPOINTMENT_NOT_AVAILABLE' : null);
  return (
    <Stack space="lg">
      <h1 className={textStyles.title}>{title}</h1>
      {data !== null && before !== 'APPOINTMENT_NOT_AVAILABLE' ? (
        <DetailList
          items={[
            { label: text.service, value: data.serviceName },
            {
              label: text.date,
              value: `${formatSingaporeDate(data.appointmentDate)}, ${formatSingaporeTime(data.appointmentDate)}`,
            },
            { label: text.idNumber, value: maskNationalId(data.nric) },
          ]}
        />
      ) : null}
      <div role="alert">
        {outcome !== null ? (
          <InlineAlert
            tone={
              outcome === 'CANCELLATION_SUCCESS'
                ? 'success'
                : outcome === 'CANCELLATION_FAILED'
                  ? 'error'
                  : 'info'
            }
            title={CANCELLATION_TEXT[outcome]}
          >
            {outcome === 'CANCELLATION_FAILED' && reason !== null ? reason : null}
          </InlineAlert>
        ) : null}
        {outcome === null && before === 'CANCELLED' ? (
          <InlineAlert tone="info" title={text.alreadyCancelled} />
        ) : null}
      </div>
      {outcome === null && before === 'BOOKED' ? (
        <Stack space="sm">
          <p className={textStyles.flush}>{text.intro}</p>
          <Button
            variant="danger"
            fullWidth
            isLoading={isSaving}
            onPress={() => {
              void cancel();
            }}
          >
            {text.confirm}
          </Button>
        </Stack>
      ) : (
        <Link href={DENTICARE_PATHS.book} variant="secondaryButton">
          {text.bookAgain}
        </Link>
      )}
    </Stack>
  );
}
