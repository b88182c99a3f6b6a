import { denticarePageMessages } from '@careportal/domain';
import { Button, Link, PageLoading, Stack, useTranslated } from '@careportal/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  AppointmentSummary,
  NoAppointment,
  useSessionAppointment,
} from '../../../features/denticare/AppointmentSummary';
import { DENTICARE_PATHS, type BookingResume } from '../../../features/denticare/api';
import { PublicPageIntro } from '../../../shell/PublicPageIntro';

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
    <Stack space="lg">
      <PublicPageIntro title={title} intro={isHeld ? heldText : text.body} />
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
        <Stack space="sm">
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
        </Stack>
      )}
    </Stack>
  );
}
