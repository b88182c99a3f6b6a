import { DEFAULT_ID_TYPE, ID_TYPES, isValidFin, type IdType } from '@careportal/domain';
import { LINK_ACCOUNT_PATH } from './urls';

/** The link-account form's values, as the form holds them before validation. */
export interface LinkAccountValues {
  referralCode: string;
  idType: IdType;
  nric: string;
}

/** What the link-account page starts from: the form's first values and the loved one being linked, if any. */
export interface LinkAccountPrefill {
  values: LinkAccountValues;
  /** The loved one whose client record is linked; null when the customer links their own. */
  lovedOne: string | null;
}

/**
 * The query parameters the page reads, e.g. from the profile's "Please link your profile" link. The ID number is
 * never one of them (PDPC: a full NRIC is kept out of addresses, which browsers keep in history and servers log);
 * it comes in the router's state instead (see {@link carriedIdState}).
 */
export const LINK_ACCOUNT_QUERY = {
  referralCode: 'referralCode',
  idType: 'idType',
  lovedOne: 'lovedOne',
} as const;

/** An ID number carried to the page from another form (My Profile's personal details), with its type. */
export interface CarriedId {
  idType: IdType;
  nric: string;
}

/** Where the router's state holds a {@link CarriedId}. */
const CARRIED_ID_KEY = 'carriedId';

function idTypeFrom(value: unknown): IdType {
  const upper = (typeof value === 'string' ? value : '').trim().toUpperCase();
  return ID_TYPES.find((idType) => idType === upper) ?? DEFAULT_ID_TYPE;
}

function textFrom(value: string | null): string {
  return (value ?? '').trim();
}

/**
 * The router state that carries an ID number to Link your account (`navigate(LINK_ACCOUNT_PATH, { state })`): in
 * memory and the tab's own history, never in the address. Its type is the one the number has (domain
 * isValidFin: F, G or M, a FIN; otherwise an NRIC).
 */
export function carriedIdState(nric: string): Record<typeof CARRIED_ID_KEY, CarriedId> {
  const id = nric.trim().toUpperCase();
  return { [CARRIED_ID_KEY]: { idType: isValidFin(id) ? 'FIN' : 'NRIC', nric: id } };
}

/** The ID number a router state carries, or null when it carries none (or something else). */
export function carriedIdOf(state: unknown): CarriedId | null {
  if (typeof state !== 'object' || state === null) return null;
  const carried = (state as Record<string, unknown>)[CARRIED_ID_KEY];
  if (typeof carried !== 'object' || carried === null) return null;
  const { idType, nric } = carried as Record<string, unknown>;
  if (typeof nric !== 'string' || nric.trim() === '') return null;
  return { idType: idTypeFrom(idType), nric: nric.trim().toUpperCase() };
}

/**
 * The page's starting point from its query (`?referralCode=…&idType=NRIC&lovedOne=42`), the ID number carried in
 * the router's state, and the loved one the customer acts for: an unknown ID type falls back to NRIC, a carried ID
 * brings its own type, and a `lovedOne` in the query wins over the one the customer acts for.
 */
export function linkAccountPrefill(
  search: URLSearchParams,
  viewAsClientId: string | null,
  carried: CarriedId | null = null,
): LinkAccountPrefill {
  const lovedOne = textFrom(search.get(LINK_ACCOUNT_QUERY.lovedOne));
  return {
    values: {
      referralCode: textFrom(search.get(LINK_ACCOUNT_QUERY.referralCode)),
      idType: carried?.idType ?? idTypeFrom(search.get(LINK_ACCOUNT_QUERY.idType)),
      nric: carried?.nric ?? '',
    },
    lovedOne: lovedOne !== '' ? lovedOne : viewAsClientId,
  };
}

/** The link-account path with the given query, for links to the page (the profile's, the stories'). */
export function linkAccountPath(
  query: Partial<Record<keyof typeof LINK_ACCOUNT_QUERY, string>> = {},
): string {
  const search = new URLSearchParams();
  for (const key of Object.values(LINK_ACCOUNT_QUERY)) {
    const value = query[key] ?? '';
    if (value !== '') search.set(key, value);
  }
  const text = search.toString();
  return text === '' ? LINK_ACCOUNT_PATH : `${LINK_ACCOUNT_PATH}?${text}`;
}
