import { messages, myDenticarePageMessages, type DenticareHistory } from '@careportal/domain';
import { Card, DetailList, InlineAlert, Link, Skeleton, SkeletonGroup, Stack } from '@careportal/ui';
import { Query } from '../../data/Query';
import { useViewedApi } from '../people/useViewedApi';
import { appointmentDetails } from './Appointments';
import { DENTICARE_URLS, SCHEDULE_PATH } from './client';
import { NewTime } from './NewTime';
import { textStyles } from '../../shell/textStyles';

const text = myDenticarePageMessages;

/** The way back to the schedule, under the reschedule page's content. */
export function BackToSchedule() {
  return (
    <Link href={SCHEDULE_PATH} variant="standalone">
      {text.backToSchedule}
    </Link>
  );
}

/**
 * The appointment with `id` (`?id=…`), read from the person's history, and a new time for it ({@link NewTime});
 * or why it cannot be changed: no id, no such appointment, or the server's reason (not booked any more, too
 * late).
 */
export function AppointmentReschedule({ id }: { id: string | null }) {
  const history = useViewedApi<DenticareHistory>(
    id === null || id === '' ? null : DENTICARE_URLS.client.history,
  );

  if (id === null || id === '') return <InlineAlert tone="warning" title={text.missingId} />;
  return (
    <Query
      query={history}
      loading={
        <SkeletonGroup>
          <Skeleton shape="card" lines={4} />
        </SkeletonGroup>
      }
    >
      {(data) => {
        const appointment = [
          ...data.upcomingAppointments,
          ...data.completedAppointments,
          ...data.cancelledAppointments,
        ].find((each) => each.id === id);
        if (appointment === undefined) {
          return <InlineAlert tone="warning" title={messages.denticare.appointmentNotFound} />;
        }
        return (
          <>
            <Card title={text.currentTitle} headingLevel={2}>
              <Stack space="sm">
                <p className={textStyles.strong}>{appointment.serviceName}</p>
                <DetailList columns={2} items={appointmentDetails(appointment)} />
              </Stack>
            </Card>
            {appointment.status === 'BOOKED' && appointment.canReschedule ? (
              <NewTime key={appointment.id} appointment={appointment} />
            ) : (
              <InlineAlert tone="warning" title={appointment.refusal ?? messages.booking.notScheduled} />
            )}
          </>
        );
      }}
    </Query>
  );
}
