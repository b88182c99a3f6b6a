import { denticarePageMessages, formatSingaporeTime } from '@careportal/domain';
import { DetailList, useTranslated } from '@careportal/ui';
import { useDenticareWords, dateLabel, slotDate, type PublicAppointment } from './api';

/** An appointment's clinic, dentist, date and time. */
export function AppointmentSummary({
  appointment,
}: {
  appointment: Pick<
    PublicAppointment,
    'centerName' | 'resourceName' | 'monthAndYear' | 'dayOfMonth' | 'startsAt'
  >;
}) {
  const words = useDenticareWords();
  const d = useTranslated(denticarePageMessages, 'denticarePageMessages');
  const text = d.review;
  return (
    <DetailList
      items={[
        { label: text.clinic, value: appointment.centerName },
        { label: text.dentist, value: appointment.resourceName },
        { label: text.date, value: dateLabel(slotDate(appointment), words) },
        { label: text.time, value: formatSingaporeTime(appointment.startsAt) },
      ]}
    />
  );
}
