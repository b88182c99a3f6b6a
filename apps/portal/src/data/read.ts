import type { ApiResult } from './client';

/** A read as `useApi` (or `useViewedApi`) gives it: its answer (undefined while on its way) and a way to read again. */
export interface Read<T> {
  data: ApiResult<T> | undefined;
  mutate: () => unknown;
}
