import { failureMessage, type ApiResult } from '../../data/client';

/** A refused payment call, as the page shows it: the catalogue's message and its second line, if any. */
export interface Refusal {
  title: string;
  detail: string | null;
}

/** What a failed payment call says: its message, and `data.detail` ('Please try again or use another card.'). */
export function refusalOf(result: ApiResult): Refusal {
  const data: unknown = result.data;
  const detail =
    typeof data === 'object' && data !== null && 'detail' in data && typeof data.detail === 'string'
      ? data.detail
      : null;
  return { title: failureMessage(result), detail };
}
