export {
  canChangeAppointment,
  isLateSessionCancellation,
  sessionCancellationDeadline,
} from './cancellation.js';
