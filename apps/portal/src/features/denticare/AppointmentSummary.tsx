import { denticarePageMessages, formatSingaporeTime } from '@careportal/domain';
import { DetailList, Link, Stack, useTranslated } from '@careportal/ui';
import { useApi } from '../../data/ApiProvider';
import {
  DENTICARE_PATHS,
  DENTICARE_URLS,
  useDenticareWords,
  dateLabel,
  slotDate,
  type PublicAppointment,
} from './api';
import { useDenticareSession } from './useDenticareSession';
import { textStyles } from '../../shell/textStyles';

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

/**
 * The appointment this tab's Denticare session booked or holds (GET, without sign-in), null when it has none.
 * `background` reads it behind the page, so a failed read never sends the visitor away.
 */
export function useSessionAppointment(options: { background?: boolean } = {}) {
  const sessionId = useDenticareSession();
  return useApi<PublicAppointment | null>(DENTICARE_URLS.public.sessionAppointment(sessionId), {
    auth: false,
    quiet: true,
    ...options,
  });
}

/**
 * A Denticare page about the session's appointment when there is none to show: the page's title, what dental
 * scaling is, and 'Book an appointment'.
 */
export function NoAppointment({ title }: { title: string }) {
  const d = useTranslated(denticarePageMessages, 'denticarePageMessages');
  return (
    <Stack space="lg">
      <h1 className={textStyles.title}>{title}</h1>
      <p className={textStyles.flush}>{d.landing.intro}</p>
      <Link href={DENTICARE_PATHS.book} variant="primaryButton">
        {d.landing.book}
      </Link>
    </Stack>
  );
}
