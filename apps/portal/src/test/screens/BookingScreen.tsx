import { useState } from 'react';
import { copy } from '../../copy';
import { BookPreclassIntakePage } from '../../pages/book-preclass-intake/BookPreclassIntakePage';
import { BookPreclassSessionsPage } from '../../pages/book-preclass-sessions/BookPreclassSessionsPage';
import { RenewPage } from '../../pages/renew/RenewPage';
import { PageScreen } from '../PageScreen';
import {
  createFakeBookingApi,
  type FakeBookingApi,
  type FakeBookingData,
  type FakeBookingOptions,
} from '../../features/services/fakes/fakeBookingApi';
import { BOOKING_NOW, bookingData } from '../../features/services/fakes/sampleBookings';

/** Props of {@link BookingScreen}. */
export interface BookingScreenProps {
  /** The address opened: /book-preclass-sessions?serviceId=…, /book-preclass-intake?…, /renew?…. */
  path: string;
  data?: FakeBookingData;
  options?: FakeBookingOptions;
  /** The clock the slots' first window starts from. Default Sunday 22/11/2026, 9 am in Singapore. */
  now?: () => number;
  /** Receives the fake API once it is made. */
  onApi?: (api: FakeBookingApi) => void;
}

const fixedNow = () => BOOKING_NOW;

/** The booking pages over an in-memory booking API; any other page shows its address as its heading. */
export function BookingScreen({ path, data, options, now = fixedNow, onApi }: BookingScreenProps) {
  const [api] = useState(() => {
    // A copy: a story's args are shared between renders, and the fake changes what it holds.
    const made = createFakeBookingApi(structuredClone(data ?? bookingData()), options);
    onApi?.(made);
    return made;
  });
  const [routes] = useState(() => [
    {
      path: '/book-preclass-sessions',
      element: <BookPreclassSessionsPage title={copy.titles.bookPreclassSessions} now={now} />,
    },
    {
      path: '/book-preclass-intake',
      element: <BookPreclassIntakePage title={copy.titles.bookPreclassIntake} now={now} />,
    },
    { path: '/renew', element: <RenewPage title={copy.titles.renew} /> },
  ]);
  return <PageScreen fetch={api.fetch} routes={routes} path={path} />;
}
