import { denticarePageMessages } from '@careportal/domain';
import { InlineAlert, Link, PageLoading, Stack, useTranslated } from '@careportal/ui';
import {
  AppointmentSummary,
  NoAppointment,
  useSessionAppointment,
} from '../../../features/denticare/AppointmentSummary';
import { DENTICARE_PATHS } from '../../../features/denticare/api';
import { textStyles } from '../../../shell/textStyles';

/** Props of {@link ConfirmOrderPage}. */
export interface ConfirmOrderPageProps {
  /** The route's title, the page's h1. */
  title: string;
}

/** /denticare/confirm-order: the booked appointment, and where its confirmation and cancel link were sent. */
export function ConfirmOrderPage({ title }: ConfirmOrderPageProps) {
  const d = useTranslated(denticarePageMessages, 'denticarePageMessages');
  const text = d.confirmed;
  const answer = useSessionAppointment();
  if (answer.isLoading) return <PageLoading />;
  const appointment = answer.data?.data ?? null;
  if (appointment?.status !== 'BOOKED') return <NoAppointment title={title} />;
  return (
    <Stack space="lg">
      <h1 className={textStyles.title}>{title}</h1>
      <InlineAlert tone="success" title={text.title} role="status">
        {text.sent}
      </InlineAlert>
      <AppointmentSummary appointment={appointment} />
      <p className={textStyles.flush}>{text.bringId}</p>
      <Link href={DENTICARE_PATHS.landing} variant="secondaryButton">
        {text.done}
      </Link>
    </Stack>
  );
}
