import { messages } from '@careportal/domain';
import { useState } from 'react';
import { copy } from '../../copy';
import { PageScreen } from '../PageScreen';
import { AppointmentCancelPage } from '../../pages/appointment-cancel/AppointmentCancelPage';
import { AppointmentListPage } from '../../pages/appointment-list/AppointmentListPage';
import { ReschedulePage } from '../../pages/appointment-reschedule/ReschedulePage';
import { MyServicesPage } from '../../pages/my-services/MyServicesPage';
import { SessionCancelPage } from '../../pages/session-cancel/SessionCancelPage';
import {
  createFakeServicesApi,
  type FakeServicesApi,
  type FakeServicesData,
  type FakeServicesOptions,
} from '../../features/services/fakes/fakeServicesApi';
import { SAMPLE_NOW, servicesData } from '../../features/services/fakes/sampleServices';

/** Props of {@link ServicesScreen}. */
export interface ServicesScreenProps {
  /** The address opened: /, /appointment-list[/{id}], /appointment-reschedule?sessionId=…, … */
  path: string;
  data?: FakeServicesData;
  options?: FakeServicesOptions;
  /** Receives the fake API once it is made. */
  onApi?: (api: FakeServicesApi) => void;
}

/** The first day the reschedule page offers slots from: the sample's today. */
const sampleToday = () => new Date(SAMPLE_NOW);

/** My Services and its booking pages over an in-memory API. */
export function ServicesScreen({ path, data, options, onApi }: ServicesScreenProps) {
  const [api] = useState(() => {
    // A copy: a story's args are shared between renders, and the fake changes what it holds.
    const made = createFakeServicesApi(structuredClone(data ?? servicesData()), options);
    onApi?.(made);
    return made;
  });
  const [routes] = useState(() => [
    { path: '/', element: <MyServicesPage title={messages.labels.myServices} /> },
    { path: '/appointment-list', element: <AppointmentListPage title={copy.titles.appointments} /> },
    {
      path: '/appointment-list/:termId',
      element: <AppointmentListPage title={copy.titles.appointments} />,
    },
    {
      path: '/appointment-reschedule',
      element: <ReschedulePage title={copy.titles.appointmentReschedule} today={sampleToday} />,
    },
    { path: '/appointment-cancel', element: <AppointmentCancelPage title={copy.titles.appointmentCancel} /> },
    { path: '/session-cancel', element: <SessionCancelPage title={copy.titles.sessionCancel} /> },
  ]);
  return <PageScreen fetch={api.fetch} routes={routes} path={path} />;
}
