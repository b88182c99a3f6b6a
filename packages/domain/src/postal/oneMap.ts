import { z } from 'zod';

/** OneMap's marker for an empty value. */
export const ONEMAP_EMPTY = 'NIL';

/** One result of OneMap's search API. Every value is a string; 'NIL' means empty. */
export const oneMapResultSchema = z.object({
  SEARCHVAL: z.string(),
  BLK_NO: z.string(),
  ROAD_NAME: z.string(),
  BUILDING: z.string(),
  ADDRESS: z.string(),
  POSTAL: z.string(),
  X: z.string(),
  Y: z.string(),
  LATITUDE: z.string(),
  LONGITUDE: z.string(),
});
/** One result of OneMap's search API. */
export type OneMapResult = z.infer<typeof oneMapResultSchema>;

/** OneMap's search response: `{found, totalNumPages, pageNum, results}`. */
export const oneMapSearchResponseSchema = z.object({
  found: z.number().int().nonnegative(),
  totalNumPages: z.number().int().nonnegative(),
  pageNum: z.number().int().nonnegative(),
  results: z.array(oneMapResultSchema),
});
/** OneMap's search response. */
export type OneMapSearchResponse = z.infer<typeof oneMapSearchResponseSchema>;

/** What a postal-code lookup fills into an address form. */
export interface PostalLookupAddress {
  postalCode: string;
  block: string;
  street: string;
  building: string;
}

/** OneMap's value, with its 'NIL' marker read as empty. */
export function fromOneMapValue(value: string | undefined): string {
  const trimmed = (value ?? '').trim();
  return trimmed.toUpperCase() === ONEMAP_EMPTY ? '' : trimmed;
}

/**
 * The address a postal-code search found: the first result's block, road name and building ('NIL' becomes
 * empty), or null when nothing was found.
 */
export function addressFromOneMap(response: OneMapSearchResponse): PostalLookupAddress | null {
  const first = response.found > 0 ? response.results[0] : undefined;
  if (!first) return null;
  return {
    postalCode: fromOneMapValue(first.POSTAL),
    block: fromOneMapValue(first.BLK_NO),
    street: fromOneMapValue(first.ROAD_NAME),
    building: fromOneMapValue(first.BUILDING),
  };
}

/** The query OneMap's search takes for a postal code, as the specification calls it. */
export function oneMapSearchParams(postalCode: string): Record<string, string> {
  return { searchVal: postalCode, returnGeom: 'Y', getAddrDetails: 'Y', pageNum: '1' };
}
