/**
 * My Services (issue 15): what the services, yoda-sessions and intake routes share, one module per concern:
 * rules.ts (refusals and change rules), views.ts (the answers), slots.ts (where slots come from, vacancies),
 * changes.ts (schedule, reschedule, cancel) and intakes.ts (intake runs and enrolment).
 *
 * Each booking change re-checks its rules inside the transaction that makes it (repositories/my-services.ts
 * `change`, with the service row locked).
 */
export {
  bookingConflict,
  bookingNotFound,
  consequenceOf,
  refusalMessage,
  rulesOf,
  serviceNotFound,
} from './rules.ts';
export { bookingViews, intakeView, oneBookingView, serviceSummary } from './views.ts';
export { VACANT_SLOTS_DEFAULT_DAYS, VACANT_SLOTS_MAX_DAYS, vacantSlots } from './slots.ts';
export { cancelBooking, ownedBooking, ownedService, rescheduleBooking, scheduleBooking } from './changes.ts';
export { enrolIntake, intakeAppointmentTimes, intakesOf, offeredIntake } from './intakes.ts';
