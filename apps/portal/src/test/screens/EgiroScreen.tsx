import { useState } from 'react';
import { FixedSessionProvider, SIGNED_OUT, type Session } from '../../auth/session';
import { copy } from '../../copy';
import { PublicFrame } from '../../shell/Frame';
import { PageScreen } from '../PageScreen';
import { messages } from '@careportal/domain';
import { EgiroApplyPage } from '../../pages/egiro-apply/EgiroApplyPage';
import { EgiroLandingPage } from '../../pages/egiro-landing/EgiroLandingPage';
import { EgiroPage } from '../../pages/egiro/EgiroPage';
import {
  createFakeEgiroApi,
  type FakeEgiroApi,
  type FakeEgiroData,
  type FakeEgiroOptions,
} from '../../features/payments/fakes/fakeEgiroApi';
import { TitledPage } from '../TitledPage';

/** Props of {@link EgiroScreen}. */
export interface EgiroScreenProps {
  /** The address opened: /egiro-landing, /egiro/apply or /egiro. */
  path: string;
  data?: FakeEgiroData;
  options?: FakeEgiroOptions;
  /** Who is using the portal; default signed out. */
  session?: Session;
  /** Where the apply page sent the person (the bank's page). */
  onRedirect?: (url: string) => void;
  /** Receives the fake API once it is made. */
  onApi?: (api: FakeEgiroApi) => void;
}

/** The eGIRO landing (in the public layout, as the route table shows it), apply and arrangements pages over an in-memory eGIRO API. */
export function EgiroScreen({
  path,
  data,
  options,
  session = SIGNED_OUT,
  onRedirect,
  onApi,
}: EgiroScreenProps) {
  const [api] = useState(() => {
    const made = createFakeEgiroApi(data ?? { arrangements: [] }, options);
    onApi?.(made);
    return made;
  });
  const [routes] = useState(() => [
    {
      path: '/egiro-landing',
      element: (
        <PublicFrame width="wide">
          <TitledPage page={EgiroLandingPage} title={copy.titles.egiroLanding} />
        </PublicFrame>
      ),
    },
    {
      path: '/egiro/apply',
      element: (
        <EgiroApplyPage
          title={messages.egiro.applyForEgiro}
          {...(onRedirect === undefined ? {} : { redirect: onRedirect })}
        />
      ),
    },
    { path: '/egiro', element: <TitledPage page={EgiroPage} title={messages.labels.egiroArrangements} /> },
  ]);
  return (
    <FixedSessionProvider value={session}>
      <PageScreen fetch={api.fetch} routes={routes} path={path} />
    </FixedSessionProvider>
  );
}
