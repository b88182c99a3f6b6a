/**
 * The page paths that several parts of the portal link or navigate to, each written once: the route table
 * (`routeTable.ts`) serves them, and the features and the user menu link to them.
 */

/** The home page: the visitor's welcome, and My Services once signed in. */
export const HOME_PATH = '/';
/** My Services, the signed-in home page. */
export const MY_SERVICES_PATH = HOME_PATH;
/** The cart, where registrations wait to be checked out. */
export const CART_REVIEW_PATH = '/cart-review';
/** The registration wizard. */
export const REGISTER_SERVICE_PATH = '/register-service';
/** The registration wizard's query naming a programme (product id) to choose at once. */
export const PROGRAMME_PARAM = 'programme';

/** The registration wizard, with the programme `productId` chosen in it when given (a showcase's Register). */
export function registerServicePath(productId?: string | null): string {
  if (productId === undefined || productId === null) return REGISTER_SERVICE_PATH;
  return `${REGISTER_SERVICE_PATH}?${new URLSearchParams({ [PROGRAMME_PARAM]: productId }).toString()}`;
}
/** Payment History, the account's orders. */
export const PAYMENT_HISTORY_PATH = '/invoice';
/** The public Denticare booking. */
export const DENTICARE_BOOKING_PATH = '/denticare/book-appointment';
/** My dental appointments: a signed-in customer books, moves and cancels dental appointments there. */
export const MY_DENTICARE_SCHEDULE_PATH = '/my-denticare/schedule';
