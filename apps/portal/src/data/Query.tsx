/**
 * The one way a part of a page shows what it reads: while the answer is on its way, its placeholders; when the
 * read failed, the UI package's LoadError with Retry (which reads again); when the answer is empty, the page's
 * empty state; otherwise the page's content for the answer's data. Each page says only what differs.
 */
import { LoadError } from '@careportal/ui';
import type { ReactNode } from 'react';
import type { ApiResult } from './client';
import type { Read } from './read';

export type { Read };

/** Several reads as one (see ./allOf, which keeps it out of the chunk every reading page loads). */
export { allOf } from './allOf';

/** Props of {@link Query}. */
export interface QueryProps<T> {
  /** The read, as `useApi` (or `useViewedApi`) gives it; several reads as one with {@link allOf}. */
  query: Read<T>;
  /** What shows while the answer is on its way: the part's shape in placeholders (the UI package's Skeleton). */
  loading: ReactNode;
  /** Whether the answer has nothing to show; `empty` shows instead of the content. */
  isEmpty?: (data: T) => boolean;
  /** The empty state (the UI package's EmptyState), when `isEmpty` says so. */
  empty?: ReactNode;
  /**
   * A refusal the page explains itself, where reading again would not help (a 404: not found, not yours): what to
   * show for it, or undefined for a failure that Retry may mend.
   */
  refusal?: (answer: ApiResult<T>) => ReactNode | undefined;
  /**
   * What a failed read shows instead of LoadError with Retry, where the part says its failure in its own words
   * (the eGIRO landing page's 'We could not load the list of banks. Please try again later.'). A refusal the page
   * explains still comes first.
   */
  failure?: ReactNode;
  /** The content, for the answer's data. */
  children: (data: T) => ReactNode;
}

/** A read's loading, error, empty and content states (see the module). */
export function Query<T>({ query, loading, isEmpty, empty, refusal, failure, children }: QueryProps<T>) {
  const answer = query.data;
  if (answer === undefined) return <>{loading}</>;
  if (answer.error || answer.data === null) {
    const explained = answer.error ? refusal?.(answer) : undefined;
    if (explained !== undefined) return <>{explained}</>;
    if (failure !== undefined) return <>{failure}</>;
    return (
      <LoadError
        onRetry={() => {
          void query.mutate();
        }}
      />
    );
  }
  if (isEmpty?.(answer.data) === true) return <>{empty}</>;
  return <>{children(answer.data)}</>;
}
