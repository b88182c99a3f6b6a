import { useState } from 'react';
import { copy } from '../../copy';
import { PublicFrame } from '../../shell/Frame';
import { PageScreen } from '../PageScreen';
import { SomethingWentWrongPage } from '../../pages/something-went-wrong';
import { Page } from '../../pages/check-in-check-out';
import { createFakeCheckInApi, type FakeCheckInOptions } from '../../features/volunteer/fakes/fakeCheckInApi';
import { TitledPage } from '../TitledPage';

/** Props of {@link CheckInScreen}. */
export interface CheckInScreenProps {
  /** The address opened: /check-in-check-out/individual/{id} or /check-in-check-out/org/{id}. */
  path: string;
  options?: FakeCheckInOptions;
}

const t = copy.titles;

/** The check-in pages in the public layout, over an in-memory API. */
export function CheckInScreen({ path, options }: CheckInScreenProps) {
  const [api] = useState(() => createFakeCheckInApi(options));
  const [routes] = useState(() => [
    {
      path: '/check-in-check-out/individual/:activityId',
      element: (
        <PublicFrame>
          <TitledPage page={Page} title={t.checkInIndividual} />
        </PublicFrame>
      ),
    },
    {
      path: '/check-in-check-out/org/:activityId',
      element: (
        <PublicFrame>
          <TitledPage page={Page} title={t.checkInOrganisation} />
        </PublicFrame>
      ),
    },
    {
      path: '/check-in-check-out/something-went-wrong',
      element: (
        <PublicFrame>
          <SomethingWentWrongPage />
        </PublicFrame>
      ),
    },
  ]);
  return <PageScreen fetch={api.fetch} routes={routes} path={path} followRedirects />;
}
