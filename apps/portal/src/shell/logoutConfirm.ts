/**
 * Pages where logging out first asks for confirmation (seed 000 section 2): register-service, booking,
 * reschedule, cancel and payment. The domain package has no list of them yet, so it is kept here.
 */
export const LOGOUT_CONFIRM_PATHS: readonly string[] = [
  '/register-service',
  '/book-preclass-intake',
  '/book-preclass-sessions',
  '/denticare/book-appointment',
  '/appointment-reschedule',
  '/my-denticare/reschedule',
  '/appointment-cancel',
  '/session-cancel',
  '/payment',
  '/payment/verification',
];

/** Whether logging out from `pathname` asks first. */
export function needsLogoutConfirmation(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return LOGOUT_CONFIRM_PATHS.includes(path);
}
