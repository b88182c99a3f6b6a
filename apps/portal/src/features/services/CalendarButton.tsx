import { myServicesPageMessages, type ServiceBooking } from '@careportal/domain';
import { Button, CalendarIcon, Icon } from '@careportal/ui';
import { useState } from 'react';
import { useApiClient } from '../../data/ApiProvider';
import type { DownloadTarget } from '../../data/download';
import { namedAction } from './changeWords';
import { downloadCalendarFile } from './calendarFile';

const text = myServicesPageMessages;

/** Props of {@link CalendarButton}. */
export interface CalendarButtonProps {
  booking: ServiceBooking;
  /** Where the file goes; the browser's download by default (tests pass their own). */
  target?: DownloadTarget;
}

/**
 * The calendar file of a booking as a download: 'Add to calendar' while it is booked, 'Remove from calendar'
 * once cancelled (the file then cancels the event). Busy while the file is read; pressing again meanwhile does
 * nothing.
 */
export function CalendarButton({ booking, target }: CalendarButtonProps) {
  const client = useApiClient();
  const [isBusy, setBusy] = useState(false);
  const isCancelled = booking.status === 'CANCELLED' || booking.status === 'CANCELLED_WITH_CHARGE';
  return (
    <Button
      variant="tertiary"
      icon={<Icon icon={CalendarIcon} size="small" />}
      isLoading={isBusy}
      aria-label={namedAction(isCancelled ? text.removeFromCalendarNamed : text.addToCalendarNamed, booking)}
      onPress={() => {
        setBusy(true);
        void downloadCalendarFile(client, booking, target).finally(() => {
          setBusy(false);
        });
      }}
    >
      {isCancelled ? text.removeFromCalendar : text.addToCalendar}
    </Button>
  );
}
