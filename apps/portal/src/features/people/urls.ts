/**
 * The people area's paths: the API's (relative to its base URL) and the portal's own. A module with no imports, so
 * that every page that calls one of them loads only this.
 */

/** The paths of the people area's calls, relative to the API. */
export const PROFILE_URLS = {
  profile: 'profile',
  picture: 'profile/picture',
  addresses: 'profile/address',
  address: (id: string) => `profile/address/${encodeURIComponent(id)}`,
  contacts: 'profile/contact',
  contact: (id: string) => `profile/contact/${encodeURIComponent(id)}`,
  nric: (nric: string) => `profile/nric/${encodeURIComponent(nric)}`,
  lovedOnes: 'lovedone',
  /** Links a client record to the profile (the link-account screen). */
  linking: 'profile/linking',
  /** Sends the Client ID again, by email or SMS. */
  clientIdSend: 'profile/referral-code/send',
  postalCode: (code: string) => `public/v1/postal-code/${encodeURIComponent(code)}`,
} as const;

/** Where the 'link-profile screen' is. */
export const LINK_ACCOUNT_PATH = '/link-account';
/** Where "Back to My Profile" leads. */
export const PROFILE_PATH = '/profile';

/** The query of a page opened for one person's record: `for=self`, or `for=` a loved one's id (ForPersonScope). */
export const FOR_PARAM = 'for';
/** The `for` value that names the customer themselves. */
export const FOR_SELF = 'self';

/** The `for` query's value for a person: a loved one's id, or null for the customer themselves. */
export function forValue(lovedOneId: string | null): string {
  return lovedOneId ?? FOR_SELF;
}
