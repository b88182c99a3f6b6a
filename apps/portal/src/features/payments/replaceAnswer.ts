import type { SWRResponse } from 'swr';
import type { ApiResult } from '../../data/client';

/**
 * Shows `data` as the read's answer without reading again: what a change call answered (the order billed or
 * rated, the saved cards after a change) is already the server's latest.
 */
export function replaceAnswer<T>(read: SWRResponse<ApiResult<T>>, data: T): Promise<unknown> {
  return read.mutate((current) => (current === undefined ? current : { ...current, data }), {
    revalidate: false,
  });
}
