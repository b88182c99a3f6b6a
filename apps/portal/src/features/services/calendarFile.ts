/**
 * Add to calendar: a booking's .ics file (RFC 5545, made by the API with the centre's address, Asia/Singapore),
 * read with the person's token and saved as a download. After a reschedule the file carries the new time and a
 * higher SEQUENCE; after a cancel METHOD:CANCEL with the same UID, so the calendar removes the event.
 */
import type { ServiceBooking } from '@careportal/domain';
import type { ApiClient } from '../../data/client';
import { browserDownload, saveBlob, type DownloadTarget } from '../../data/download';
import { calendarUrl } from './api';

/** The file name when the API names none: the programme and date, e.g. `circuit-training-2026-11-24.ics`. */
export function calendarFileName(booking: Pick<ServiceBooking, 'eventName' | 'startsAt'>): string {
  const slug = booking.eventName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const day = booking.startsAt.slice(0, 10);
  return `${slug === '' ? 'booking' : slug}-${day}.ics`;
}

/**
 * Reads the booking's calendar file and saves it. Resolves to the name saved, or null when the API refused (the
 * client has shown why).
 */
export async function downloadCalendarFile(
  client: ApiClient,
  booking: Pick<ServiceBooking, 'id' | 'eventName' | 'startsAt'>,
  target: DownloadTarget = browserDownload,
): Promise<string | null> {
  const result = await client.requestBlob(calendarUrl(booking.id));
  if (result.error || result.data === null) return null;
  return saveBlob(result.data, calendarFileName(booking), target);
}
