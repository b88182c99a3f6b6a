import { useLocation } from 'react-router';
import type { PageProps } from '../../shell/pageProps';
import { ReschedulePage } from './ReschedulePage';
import { SchedulePage } from './SchedulePage';

/** The reschedule page's path; the schedule page is the other route of this chunk. */
const RESCHEDULE_PATH = '/my-denticare/reschedule';

/**
 * The signed-in Denticare pages, one chunk for both routes (see src/pageModules.ts): /my-denticare/schedule and
 * /my-denticare/reschedule, told apart by the path.
 */
export function MyDenticarePage({ title }: PageProps) {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '') === RESCHEDULE_PATH ? (
    <ReschedulePage title={title} />
  ) : (
    <SchedulePage title={title} />
  );
}
