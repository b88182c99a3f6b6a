import { DEFAULT_ID_TYPE, ID_TYPES, type IdType } from '@careportal/domain';
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

/** The query parameters the page reads, e.g. from the profile's "Please link your profile" link. */
export const LINK_ACCOUNT_QUERY = {
  referralCode: 'referralCode',
  idType: 'idType',
  nric: 'nric',
  lovedOne: 'lovedOne',
} as const;

function idTypeFrom(value: string | null): IdType {
  const upper = (value ?? '').trim().toUpperCase();
  return ID_TYPES.find((idType) => idType === upper) ?? DEFAULT_ID_TYPE;
}

function textFrom(value: string | null): string {
  return (value ?? '').trim();
}

/**
 * The page's starting point from its query (`?nric=S4912345J&idType=NRIC&lovedOne=42`) and the loved one the
 * customer acts for: an unknown ID type falls back to NRIC, the ID number is upper-cased as the ID field does,
 * and a `lovedOne` in the query wins over the one the customer acts for.
 */
export function linkAccountPrefill(
  search: URLSearchParams,
  viewAsClientId: string | null,
): LinkAccountPrefill {
  const lovedOne = textFrom(search.get(LINK_ACCOUNT_QUERY.lovedOne));
  return {
    values: {
      referralCode: textFrom(search.get(LINK_ACCOUNT_QUERY.referralCode)),
      idType: idTypeFrom(search.get(LINK_ACCOUNT_QUERY.idType)),
      nric: textFrom(search.get(LINK_ACCOUNT_QUERY.nric)).toUpperCase(),
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
