import { denticarePageMessages, formatSingaporeTime } from '@careportal/domain';
import { DetailList } from '@careportal/ui';
import { dateLabel, slotDate, type PublicAppointment } from './denticareApi';

const text = denticarePageMessages.review;

/** An appointment's clinic, dentist, date and time. */
export function AppointmentSummary({
  appointment,
}: {
  appointment: Pick<
    PublicAppointment,
    'centerName' | 'resourceName' | 'monthAndYear' | 'dayOfMonth' | 'startsAt'
  >;
}) {
  return (
    <DetailList
      items={[
        { label: text.clinic, value: appointment.centerName },
        { label: text.dentist, value: appointment.resourceName },
        { label: text.date, value: dateLabel(slotDate(appointment)) },
        { label: text.time, value: formatSingaporeTime(appointment.startsAt) },
      ]}
    />
  );
}
