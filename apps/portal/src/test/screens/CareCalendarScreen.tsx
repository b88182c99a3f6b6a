import { useState } from 'react';
import { copy } from '../../copy';
import { CareCalendarPage } from '../../pages/care-calendar/CareCalendarPage';
import {
  createFakeCareCalendarFetch,
  type FakeCareCalendarData,
} from '../../features/services/fakes/fakeCareCalendarApi';
import { PageScreen } from '../PageScreen';

/** Props of {@link CareCalendarScreen}. */
export interface CareCalendarScreenProps extends FakeCareCalendarData {
  /** The address opened, such as `/care-calendar?week=2026-11-23`. */
  path: string;
}

/**
 * The care calendar page over an in-memory GET care-calendar that answers the period asked for, with the
 * clashes of the domain's own rule (findClashes), as the API does.
 */
export function CareCalendarScreen({ path, ...data }: CareCalendarScreenProps) {
  const [fetch] = useState(() => createFakeCareCalendarFetch(data));
  const [routes] = useState(() => [
    { path: '/care-calendar', element: <CareCalendarPage title={copy.titles.careCalendar} /> },
  ]);
  return <PageScreen fetch={fetch} routes={routes} path={path} />;
}
