import { formatSingaporeTime, type checkInMessages, type VolunteerKind } from '@careportal/domain';
import type { VolunteerActivity, VolunteerAttendance } from './api';

/** One line of a detail list. */
interface Detail {
  label: string;
  value: string;
}

/** The activity a link names: its name, centre and hours. */
export function activityDetails(activity: VolunteerActivity, text: typeof checkInMessages): Detail[] {
  return [
    { label: text.activity, value: activity.name },
    { label: text.centre, value: activity.centreName },
    { label: text.hours, value: `${activity.startTime} – ${activity.endTime}` },
  ];
}

/**
 * Who is checking in, as the API answered (the ID masked): the volunteer or organisation, its ID or code, the
 * headcount, and when they checked in and out, each once known.
 */
export function attendanceDetails(
  attendance: VolunteerAttendance | null,
  kind: VolunteerKind,
  text: typeof checkInMessages,
): Detail[] {
  if (attendance === null) return [];
  return [
    { label: kind === 'org' ? text.organisation : text.volunteer, value: attendance.name },
    { label: kind === 'org' ? text.orgCode : text.nric, value: attendance.identity },
    ...(attendance.headcount === null
      ? []
      : [{ label: text.headcount, value: String(attendance.headcount) }]),
    ...(attendance.checkInAt === null
      ? []
      : [{ label: text.checkedInAt, value: formatSingaporeTime(attendance.checkInAt) }]),
    ...(attendance.checkOutAt === null
      ? []
      : [{ label: text.checkedOutAt, value: formatSingaporeTime(attendance.checkOutAt) }]),
  ];
}
