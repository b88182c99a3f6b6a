import {
  formatMessage,
  messages,
  myDenticarePageMessages,
  type DenticareAppointment,
  type DenticareHistory,
} from '@careportal/domain';
import {
  ActionLink,
  AlertDialog,
  Button,
  CalendarIcon,
  Card,
  DetailList,
  EmptyState,
  Inline,
  InlineAlert,
  Skeleton,
  SkeletonGroup,
  Stack,
  Tabs,
  useToast,
} from '@careportal/ui';
import { useId, useRef, useState } from 'react';
import type { SWRResponse } from 'swr';
import { useApiClient } from '../../data/ApiProvider';
import { Query } from '../../data/Query';
import { failureMessage, type ApiResult } from '../../data/client';
import { DENTICARE_URLS, appointmentWhen, reschedulePath } from './client';
import { textStyles } from '../../shell/textStyles';

const text = myDenticarePageMessages;
const TAB_IDS = ['upcoming', 'completed', 'cancelled'] as const;
type TabId = (typeof TAB_IDS)[number];

/** An appointment's details: date, time, clinic, dentist, status. */
export function appointmentDetails(appointment: DenticareAppointment) {
  const when = appointmentWhen(appointment);
  return [
    { label: text.date, value: when.date },
    { label: text.time, value: when.time },
    { label: text.centre, value: appointment.centerName },
    { label: text.dentist, value: appointment.resourceName },
    { label: text.status, value: text.statuses[appointment.status] },
  ];
}

interface RowProps {
  appointment: DenticareAppointment;
  onCancel: (appointment: DenticareAppointment) => void;
}

/**
 * One appointment: the service, its details and, while it is booked, Reschedule and Cancel. An action the rules
 * refuse stays in place, disabled, with the server's reason under it (read with the button).
 */
function AppointmentRow({ appointment, onCancel }: RowProps) {
  const titleId = useId();
  const reasonId = useId();
  const when = appointmentWhen(appointment);
  const isBooked = appointment.status === 'BOOKED';
  const describedBy = isBooked && appointment.refusal !== null ? reasonId : undefined;
  return (
    <div role="listitem" aria-labelledby={titleId}>
      <Card tone="muted" padding="small">
        <Stack space="sm">
          <p id={titleId} className={textStyles.strong}>
            {appointment.serviceName}
          </p>
          <DetailList columns={2} items={appointmentDetails(appointment)} />
          {isBooked ? (
            <Inline space="sm" alignY="center">
              <ActionLink
                href={reschedulePath(appointment.id)}
                isDisabled={!appointment.canReschedule}
                reasonId={describedBy}
                aria-label={formatMessage(text.rescheduleNamed, when)}
              >
                {text.reschedule}
              </ActionLink>
              <Button
                variant="secondary"
                isDisabled={!appointment.canCancel}
                aria-label={formatMessage(text.cancelNamed, when)}
                aria-describedby={describedBy}
                onPress={() => {
                  onCancel(appointment);
                }}
              >
                {text.cancel}
              </Button>
            </Inline>
          ) : null}
          {describedBy === undefined ? null : (
            <p id={reasonId} className={textStyles.muted}>
              {appointment.refusal}
            </p>
          )}
        </Stack>
      </Card>
    </div>
  );
}

/** Props of {@link Appointments}. */
export interface AppointmentsProps {
  history: SWRResponse<ApiResult<DenticareHistory>>;
}

/**
 * The person's dental appointments in tabs: Upcoming (nearest first), Completed and Cancelled (latest first).
 * Cancel asks first, then DELETEs the appointment: 'Cancelled appointment successfully', or the server's reason
 * on the page when it refuses.
 */
export function Appointments({ history }: AppointmentsProps) {
  const client = useApiClient();
  const { show } = useToast();
  const [cancelling, setCancelling] = useState<DenticareAppointment | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  /**
   * Runs once the dialog has closed (a pending button inside it would be announced by an element about to go).
   * Focus then moves to the list's heading, as the Cancel button pressed has left Upcoming.
   */
  const cancel = async (appointment: DenticareAppointment) => {
    setRefusal(null);
    const result = await client.request('DELETE', DENTICARE_URLS.client.appointment(appointment.id), {
      quiet: true,
      body: {},
    });
    if (result.error) {
      setRefusal(failureMessage(result));
    } else {
      show({ type: 'success', content: messages.success.appointmentCancelled });
    }
    await history.mutate();
    headingRef.current?.focus();
  };

  const body = (
    <Query
      query={history}
      loading={
        <SkeletonGroup>
          <Skeleton shape="card" lines={3} />
        </SkeletonGroup>
      }
    >
      {(data) => {
        const lists: Record<TabId, DenticareAppointment[]> = {
          upcoming: [...data.upcomingAppointments].sort(
            (a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt),
          ),
          completed: [...data.completedAppointments].sort(
            (a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt),
          ),
          cancelled: [...data.cancelledAppointments].sort(
            (a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt),
          ),
        };
        return (
          <Tabs
            aria-label={text.appointmentsTabs}
            tabs={TAB_IDS.map((id) => ({
              id,
              label: text.tabs[id],
              content:
                lists[id].length === 0 ? (
                  <EmptyState icon={CalendarIcon} />
                ) : (
                  <Stack role="list" space="md">
                    {lists[id].map((appointment) => (
                      <AppointmentRow
                        key={appointment.id}
                        appointment={appointment}
                        onCancel={setCancelling}
                      />
                    ))}
                  </Stack>
                ),
            }))}
          />
        );
      }}
    </Query>
  );

  return (
    <Stack as="section" space="md" aria-labelledby="denticare-appointments">
      <h2 id="denticare-appointments" ref={headingRef} tabIndex={-1} className={textStyles.sectionTitle}>
        {text.appointmentsTitle}
      </h2>
      {refusal === null ? null : <InlineAlert tone="error" title={refusal} />}
      {body}
      <AlertDialog
        isOpen={cancelling !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setCancelling(null);
        }}
        title={text.cancelDialogTitle}
        cancelLabel={text.cancelKeep}
        confirmLabel={text.cancelConfirm}
        variant="danger"
        onConfirm={() => {
          if (cancelling !== null) void cancel(cancelling);
        }}
      >
        {cancelling === null
          ? null
          : formatMessage(text.cancelDialogText, {
              service: cancelling.serviceName,
              centre: cancelling.centerName,
              ...appointmentWhen(cancelling),
            })}
      </AlertDialog>
    </Stack>
  );
}
