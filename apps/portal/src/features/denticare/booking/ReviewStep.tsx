import { denticarePageMessages, formatSingaporeTime, maskNationalId } from '@careportal/domain';
import { Button, Checkbox, DetailList, InlineAlert, Stack, useLocale, useTranslated } from '@careportal/ui';
import { useId, useState } from 'react';
import { AppointmentSummary } from '../AppointmentSummary';
import type { PublicAppointment, PublicClient } from '../api';
import { useConfirmBooking } from './useConfirmBooking';
import { textStyles } from '../../../shell/textStyles';

/** Props of {@link ReviewStep}. */
export interface ReviewStepProps {
  sessionId: string;
  /** The slot held for the session. */
  appointment: PublicAppointment;
  client: PublicClient;
  onChangeSlot: () => void;
  onChangeDetails: () => void;
}

/**
 * Step 3: the appointment and who is coming (the ID number masked), marketing consent, and Confirm
 * ({@link useConfirmBooking}, which comes with this step rather than with the page).
 */
export function ReviewStep({
  sessionId,
  appointment,
  client,
  onChangeSlot,
  onChangeDetails,
}: ReviewStepProps) {
  const d = useTranslated(denticarePageMessages, 'denticarePageMessages');
  const { format } = useLocale();
  const text = d.review;
  const [consent, setConsent] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const { confirm, problem } = useConfirmBooking(sessionId, appointment);
  const appointmentId = useId();
  const patientId = useId();

  return (
    <Stack space="lg">
      <Stack aria-labelledby={appointmentId} as="section" space="sm">
        <h2 id={appointmentId} className={textStyles.subtitle}>
          {text.appointmentTitle}
        </h2>
        <AppointmentSummary appointment={appointment} />
        {appointment.heldUntil !== null && appointment.status === 'HELD' ? (
          <p className={textStyles.mutedFlush}>
            {format(text.held, { time: formatSingaporeTime(appointment.heldUntil) })}
          </p>
        ) : null}
        <div>
          <Button variant="tertiary" onPress={onChangeSlot}>
            {text.changeTime}
          </Button>
        </div>
      </Stack>
      <Stack aria-labelledby={patientId} as="section" space="sm">
        <h2 id={patientId} className={textStyles.subtitle}>
          {text.patientTitle}
        </h2>
        <DetailList
          items={[
            { label: text.name, value: client.name },
            { label: text.idNumber, value: maskNationalId(client.nric) },
            { label: text.email, value: client.email },
            { label: text.mobileNumber, value: client.mobileNumber },
          ]}
        />
        <div>
          <Button variant="tertiary" onPress={onChangeDetails}>
            {text.changeDetails}
          </Button>
        </div>
      </Stack>
      <Checkbox isSelected={consent} onChange={setConsent}>
        {text.marketingConsent}
      </Checkbox>
      <div role="alert">{problem !== null ? <InlineAlert tone="error" title={problem} /> : null}</div>
      <Button
        fullWidth
        isLoading={isSaving}
        onPress={() => {
          setSaving(true);
          void confirm(consent).finally(() => {
            setSaving(false);
          });
        }}
      >
        {text.confirm}
      </Button>
    </Stack>
  );
}
