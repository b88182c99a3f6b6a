import { bookingTab, myServicesPageMessages, type ServiceBooking } from '@careportal/domain';
import { ActionLink, DetailList, type DetailListItem, Inline, Stack } from '@careportal/ui';
import { useId, type Ref } from 'react';
import { CalendarButton } from './CalendarButton';
import { bookingDate, bookingTime, bookingTitle, namedAction, refusalMessage } from './changeWords';
import { cancelPath, reschedulePath } from './api';
import { textStyles } from '../../shell/textStyles';

const text = myServicesPageMessages;

/** Props of {@link BookingRow}. */
export interface BookingRowProps {
  booking: ServiceBooking;
  /** The service's grace period in working days, for the refusal's words. */
  graceWorkingDays: number;
  /** The page the reschedule and cancel pages return to. */
  from: string;
  /** The service's name, when the list mixes services. */
  productName?: string | undefined;
  /** The row's title, made focusable, for a list that moves focus to the row (Show all). */
  titleRef?: Ref<HTMLParagraphElement> | undefined;
}

/** A booking's status in words: a cancelled-with-charge session is 'Forfeited'. */
function statusText(booking: ServiceBooking): string {
  return bookingTab(booking.format, booking.status) === 'Forfeited'
    ? text.sessionForfeited
    : text.bookingStatuses[booking.status];
}

/**
 * One session or appointment: what and when, where, and its status. An upcoming one offers Reschedule, Cancel and
 * Add to calendar; an action the rules refuse stays in place, disabled, with the catalogue's reason under it.
 * A cancelled one offers its calendar file, which removes the event. A row of its service's card, with no frame of
 * its own: its list draws a rule between one row and the next.
 */
export function BookingRow({ booking, graceWorkingDays, from, productName, titleRef }: BookingRowProps) {
  const titleId = useId();
  const reasonId = useId();
  const rules = booking.changeRules;
  const isUpcoming = booking.status === 'SCHEDULED';
  const isCancelled = booking.status === 'CANCELLED' || booking.status === 'CANCELLED_WITH_CHARGE';
  const refusals = isUpcoming
    ? [...new Set([rules.rescheduleRefusal, rules.cancelRefusal].filter((each) => each !== null))]
    : [];
  const describedBy = refusals.length > 0 ? reasonId : undefined;

  const details: DetailListItem[] = [
    { label: text.date, value: bookingDate(booking) },
    { label: text.time, value: bookingTime(booking) },
    { label: text.centre, value: booking.centreName },
    { label: text.status, value: statusText(booking) },
  ];
  // In a list of several services, the service is named when the programme's name does not already say it.
  if (productName !== undefined && productName !== booking.eventName) {
    details.unshift({ label: text.service, value: productName });
  }
  if (isCancelled && booking.cancellationReason) {
    details.push({ label: text.cancellationReason, value: booking.cancellationReason });
  }

  return (
    <Stack role="listitem" aria-labelledby={titleId} space="sm">
      <p id={titleId} ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
        <span className={textStyles.strong}>{bookingTitle(booking)}</span>
        {booking.eventName !== '' && booking.eventName !== bookingTitle(booking) ? (
          <span className={textStyles.muted}> · {booking.eventName}</span>
        ) : null}
      </p>
      <DetailList columns={2} items={details} />
      {isUpcoming ? (
        <Inline space="sm" alignY="center">
          <ActionLink
            href={reschedulePath(booking.id, from)}
            isDisabled={!rules.canReschedule}
            reasonId={describedBy}
            aria-label={namedAction(text.rescheduleNamed, booking)}
          >
            {text.reschedule}
          </ActionLink>
          <ActionLink
            href={cancelPath(booking, from)}
            isDisabled={!rules.canCancel}
            reasonId={describedBy}
            aria-label={namedAction(text.cancelNamed, booking)}
          >
            {text.cancel}
          </ActionLink>
          <CalendarButton booking={booking} />
        </Inline>
      ) : null}
      {isCancelled ? (
        <Inline space="sm" alignY="center">
          <CalendarButton booking={booking} />
        </Inline>
      ) : null}
      {refusals.length > 0 ? (
        <Stack id={reasonId} space="sm">
          {refusals.map((refusal) => (
            <p key={refusal} className={textStyles.muted}>
              {refusalMessage(refusal, graceWorkingDays)}
            </p>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
