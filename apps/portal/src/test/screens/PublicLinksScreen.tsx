import { useState, type ReactNode } from 'react';
import { copy } from '../../copy';
import { Page as ReminderPage } from '../../pages/appt';
import { EInvoicePage } from '../../pages/inv';
import { GroupNotFoundPage } from '../../pages/not-found';
import { SomethingWentWrongPage } from '../../pages/something-went-wrong';
import { PublicFrame } from '../../shell/Frame';
import { PageScreen } from '../PageScreen';
import {
  createFakePublicLinksApi,
  publicLinksData,
  type FakePublicLinksData,
} from '../../features/publicLinks/fakes/fakePublicLinksApi';
import { TitledPage } from '../TitledPage';

/** Props of {@link PublicLinksScreen}. */
export interface PublicLinksScreenProps {
  /** The address opened: /appt/{id} or /inv/{id}. */
  path: string;
  data?: FakePublicLinksData;
  /** The QR countdown's clock. */
  now?: () => number;
}

const t = copy.titles;

/** The reminder and e-invoice pages in the public layout, with their status pages, over an in-memory API. */
export function PublicLinksScreen({ path, data, now }: PublicLinksScreenProps) {
  // A copy: a story's args are shared between renders, and the fake changes what it holds.
  const [api] = useState(() => createFakePublicLinksApi(structuredClone(data ?? publicLinksData())));
  const framed = (element: ReactNode) => <PublicFrame>{element}</PublicFrame>;
  const [routes] = useState(() => [
    { path: '/appt/page-not-found', element: framed(<GroupNotFoundPage />) },
    { path: '/appt/something-went-wrong', element: framed(<SomethingWentWrongPage />) },
    { path: '/appt/:id', element: framed(<TitledPage page={ReminderPage} title={t.appointmentReminder} />) },
    { path: '/inv/page-not-found', element: framed(<GroupNotFoundPage />) },
    { path: '/inv/something-went-wrong', element: framed(<SomethingWentWrongPage />) },
    {
      path: '/inv/:id',
      element: framed(
        <TitledPage page={EInvoicePage} title={t.eInvoice} {...(now === undefined ? {} : { now })} />,
      ),
    },
  ]);
  return <PageScreen fetch={api.fetch} routes={routes} path={path} />;
}
