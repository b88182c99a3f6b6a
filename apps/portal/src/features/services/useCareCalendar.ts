/** The caregiver's week as the API has it (issue 19): a module of its own, for the care calendar and its summary. */
import type { CareCalendar } from '@careportal/domain';
import type { SWRResponse } from 'swr';
import { useApi } from '../../data/ApiProvider';
import type { ApiResult } from '../../data/client';

/** Options of {@link useCareCalendar}. */
export interface CareCalendarReadOptions {
  /** A summary beside the page's own content: its read never shows the page busy. */
  background?: boolean;
}

/**
 * GET care-calendar?from=…&to=…, quietly: the bookings of everyone the customer cares for between two Singapore
 * dates (yyyy-MM-dd), with their clashes (issue 19).
 */
export function useCareCalendar(
  { from, to }: { from: string; to: string },
  { background = false }: CareCalendarReadOptions = {},
): SWRResponse<ApiResult<CareCalendar>> {
  return useApi<CareCalendar>(`care-calendar?${new URLSearchParams({ from, to }).toString()}`, {
    quiet: true,
    background,
  });
}
