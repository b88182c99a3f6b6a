/**
 * A programme's public showcase (public/v1/showcases): a visitor reads it too, so no token is sent, and a failure
 * is shown on the page rather than as a toast.
 */
import type { PublicShowcase } from '@careportal/domain';
import { useApi } from '../../data/ApiProvider';
import type { ApiResult } from '../../data/client';
import type { Read } from '../../data/Query';

/** The showcase pages' paths: the API's, and the portal's readable page of a slug. */
export const SHOWCASE_URLS = {
  list: 'public/v1/showcases',
  showcase: (slugOrId: string) => `public/v1/showcases/${encodeURIComponent(slugOrId)}`,
  page: (slug: string) => `/programmes/${encodeURIComponent(slug)}`,
} as const;

/** A showcase's read. */
const SHOWCASE_READ = { auth: false, quiet: true } as const;
const HTTP_NOT_FOUND = 404;

/** What {@link useShowcase} gives a programme's page. */
export interface ShowcaseRead {
  showcase: Read<PublicShowcase>;
  /** The showcase has answered: the page shows it under its own heading, not the route's title. */
  isShown: boolean;
}

/** A programme's showcase by its slug or its id (GET public/v1/showcases/{slugOrId}); '' reads nothing. */
export function useShowcase(slugOrId: string): ShowcaseRead {
  const showcase = useApi<PublicShowcase>(
    slugOrId === '' ? null : SHOWCASE_URLS.showcase(slugOrId),
    SHOWCASE_READ,
  );
  const answer = showcase.data;
  return { showcase, isShown: answer?.error === false && answer.data !== null };
}

/** Whether the showcase was refused because no programme has that slug or id (404). */
export function isUnknownProgramme(answer: ApiResult): boolean {
  return answer.error && answer.httpCode === HTTP_NOT_FOUND;
}
