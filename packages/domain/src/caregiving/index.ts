export {
  CLASH_TRAVEL,
  distanceKm,
  findClashes,
  travelMinutes,
  type CareCentre,
  type CareClash,
  type CareEvent,
  type GeoPoint,
} from './clashes.js';
export {
  CARE_CALENDAR_MAX_DAYS,
  CARE_EVENT_KINDS,
  careCalendarFeedSchema,
  careCalendarQuerySchema,
  careCalendarResponseSchema,
  CARE_CLASH_CHECK_MAX_TIMES,
  careClashCheckQuerySchema,
  careDentalClashCheckQuerySchema,
  careNewBookingsClashCheckQuerySchema,
  careIntakeClashCheckQuerySchema,
  careCentreSchema,
  careClashSchema,
  careEventSchema,
  carePersonSchema,
  type CareCalendar,
  type CareCalendarFeed,
  type CareCalendarQuery,
  type CareClashCheckQuery,
  type CareDentalClashCheckQuery,
  type CareNewBookingsClashCheckQuery,
  type CareIntakeClashCheckQuery,
  type CareEventKind,
  type CareEventView,
  type CarePerson,
} from './schema.js';
export { CARE_WEEK_DAYS, careWeek } from './week.js';
export { clashSentence, type ClashParty } from './clashSentence.js';
export { formatCareWeek } from './weekTitle.js';
