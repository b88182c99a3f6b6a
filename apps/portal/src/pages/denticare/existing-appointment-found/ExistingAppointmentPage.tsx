import { denticarePageMessages } from '@careportal/domain';
import { Button, Link, PageLoading, useTranslated } from '@careportal/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  AppointmentSummary,
  NoAppointment,
  useSessionAppointment,
} from '../../../features/denticare/AppointmentSummary';
import { DENTICARE_PATHS, type BookingResume } from '../../../features/denticare/api';
import { denticareLayout as layout } from '../../../features/denticare/layout';

/** Props of {@link ExistingAppointmentPage}. */
export interface ExistingAppointmentPageProps {
  /** The route's title, the page's h1. */
  title: string;
}

/**
 * /denticare/existing-appointment-found: the appointment this tab's session booked (its centre, dentist, day,
 * month and slot restored), to keep, change (the booking page with it chosen again) or cancel (its link's page).
 * A slot only held is offered to finish booking.
 */
export function ExistingAppointmentPage({ title }: ExistingAppointmentPageProps) {
  const d = useTranslated(denticarePageMessages, 'denticarePageMessages');
  const text = d.existing;
  const navigate = useNavigate();
  // When the page opened: a hold that lapsed before then no longer keeps the time.
  const [openedAt] = useState(() => Date.now());
  const answer = useSessionAppointment();
  if (answer.isLoading) return <PageLoading />;
  const appointment = answer.data?.data ?? null;
  const go = (state: BookingResume) => {
    void navigate(DENTICARE_PATHS.book, { state });
  };
  if (appointment === null || appointment.status === 'CANCELLED') return <NoAppointment title={title} />;
  const isHeld = appointment.status === 'HELD';
  // The API answers a lapsed hold as HELD with `heldUntil` past; confirming takes the time again while it is free.
  const holdLapsed = appointment.heldUntil !== null && Date.parse(appointment.heldUntil) <= openedAt;
  const heldText = holdLapsed ? text.heldLapsed : text.held;
  return (
    <div className={layout.page}>
      <div className={layout.stack}>
        <h1 className={layout.title}>{title}</h1>
        <p className={layout.text}>{isHeld ? heldText : text.body}</p>
      </div>
      <AppointmentSummary appointment={appointment} />
      {isHeld ? (
        <Button
          fullWidth
          onPress={() => {
            go({ resume: true });
          }}
        >
          {text.finish}
        </Button>
      ) : (
        <div className={layout.actions}>
          <Link href={DENTICARE_PATHS.landing} variant="primaryButton">
            {text.keep}
          </Link>
          <Button
            variant="secondary"
            fullWidth
            onPress={() => {
              go({ change: true });
            }}
          >
            {text.change}
          </Button>
          <Link href={DENTICARE_PATHS.appointment(appointment.appointmentId)} variant="secondaryButton">
            {text.cancel}
          </Link>
        </div>
      )}
    </div>
  );
}
