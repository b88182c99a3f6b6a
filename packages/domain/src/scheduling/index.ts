export {
  canChangeAppointment,
  isOfferableSlot,
  isLateSessionCancellation,
  sessionCancellationDeadline,
} from './cancellation.js';
export {
  cancellationConsequence,
  freeUntilText,
  type CancellationConsequenceFacts,
} from './cancellationConsequence.js';
export {
  BOOKING_CHANGE_REFUSALS,
  BOOKING_FORMATS,
  bookingChangeRules,
  bookingChangeRulesInSingapore,
  bookingTab,
  type BookingChangeFacts,
  type BookingChangeRefusal,
  type BookingChangeRules,
  type BookingFormat,
  type BookingTab,
  type CancellationOutcome,
} from './changeRules.js';
export {
  bookingRefusal,
  newServiceStatus,
  serviceBookingStage,
  sessionsUsed,
  type BookingRefusal,
  type ServiceBookingFacts,
} from './bookingStage.js';
export { openingDates, sessionSlots, type SessionSlot, type WeeklyHours } from './slots.js';
export { SLOT_WINDOW_DAYS, slotWindow, type SlotWindow } from './slotWindow.js';
export { BOOKING_CONFLICT_CODES, bookingConflictCode, type BookingConflict } from './conflictCodes.js';
