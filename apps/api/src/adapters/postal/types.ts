/**
 * The postal-code lookup. The portal's address forms read OneMap's search response (specification: block,
 * street and building from the first result, 'NIL' as empty, `found: 0` for an unknown code), so the interface
 * carries that shape, checked with the domain's `oneMapSearchResponseSchema`; `addressFromOneMap` reads it.
 */
import type { OneMapSearchResponse } from '@careportal/domain';

import { AdapterError, type AdapterErrorOptions } from '../errors.ts';

export interface PostalLookupAdapter {
  /** Which implementation answers: `sandbox` or `onemap` (for logs and health output). */
  readonly name: 'sandbox' | 'onemap';
  /**
   * Searches a 6-digit postal code. Resolves with OneMap's response (`found: 0` when nothing matches); rejects
   * with {@link PostalLookupUnavailable} when the lookup cannot answer (outage, timeout, credentials rejected).
   */
  search(postalCode: string, signal?: AbortSignal): Promise<OneMapSearchResponse>;
}

/** The postal lookup could not answer; `reason` says why, the message never carries secrets. */
export class PostalLookupUnavailable extends AdapterError {
  constructor(message: string, options: AdapterErrorOptions) {
    super('postal', message, options);
    this.name = 'PostalLookupUnavailable';
  }
}
