/**
 * Leaving the registration form for these paths (or below '/payment-completion/') needs no confirmation:
 * they continue the same flow.
 */
export const EXIT_CONFIRM_EXEMPT_PATHS = ['/payment', '/link-account', '/payment-completion'] as const;

const PREFIX_EXEMPT_PATH = '/payment-completion/';

/** The path part of a path or URL, without query, hash or trailing slashes. */
function pathOf(target: string): string {
  const path = target.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, '').split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Whether leaving the registration form for `targetPath` should ask for confirmation: not when the target is
 * payment, link account or payment completion ('/payment-completion' and '/payment-completion/…'), nor when
 * the dialog is already open.
 *
 * @example shouldConfirmExit('/profile', false) // true
 * @example shouldConfirmExit('/payment-completion/42', false) // false
 */
export function shouldConfirmExit(targetPath: string, isOpen: boolean): boolean {
  if (isOpen) return false;
  const path = pathOf(targetPath);
  if ((EXIT_CONFIRM_EXEMPT_PATHS as readonly string[]).includes(path)) return false;
  return !path.startsWith(PREFIX_EXEMPT_PATH);
}
