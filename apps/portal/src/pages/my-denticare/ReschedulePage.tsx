import { Stack } from '@careportal/ui';
import { useSearchParams } from 'react-router';
import { BookingOwnerNotice, ForPersonScope } from '../../features/people/ForPersonScope';
import { AppointmentReschedule, BackToSchedule } from '../../features/denticare/AppointmentReschedule';

/** Props of {@link ReschedulePage}. */
export interface ReschedulePageProps {
  /** The route's title, the page's h1. */
  title: string;
}

/**
 * Reschedule a dental appointment (route MyDenticareReschedule, `?id=…`): the appointment, then a new dentist,
 * month, day and time at the same clinic, and Confirm (PUT …/{id}/reschedule): 'Reschedule appointment
 * successfully' and back to the schedule. A refusal shows the server's reason instead of the times; a time
 * taken meanwhile offers the next free ones. Opened for a person (`for`, from the care calendar), it works for them
 * and says whose appointment it is.
 */
export function ReschedulePage({ title }: ReschedulePageProps) {
  const [params] = useSearchParams();
  return (
    <ForPersonScope>
      <Stack space="xl">
        <h1>{title}</h1>
        <BookingOwnerNotice />
        <AppointmentReschedule id={params.get('id')} />
        <BackToSchedule />
      </Stack>
    </ForPersonScope>
  );
}
