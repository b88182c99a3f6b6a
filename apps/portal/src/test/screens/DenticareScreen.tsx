import { useState, type ReactNode } from 'react';
import { copy } from '../../copy';
import { Page as AppointmentPage } from '../../pages/denticare/appointment';
import { Page as BookPage } from '../../pages/denticare/book-appointment';
import { Page as ConfirmOrderPage } from '../../pages/denticare/confirm-order';
import { Page as ExistingPage } from '../../pages/denticare/existing-appointment-found';
import { Page as HoldOnPage } from '../../pages/denticare/hold-on';
import { Page as LandingPage } from '../../pages/denticare';
import { Page as RetainedOrderPage } from '../../pages/denticare/retained-order';
import { SomethingWentWrongPage } from '../../pages/something-went-wrong';
import { routeForPath } from '../../routeTable';
import { PublicFrame } from '../../shell/Frame';
import { DENTICARE_SESSION_BACKUP_KEY, DENTICARE_SESSION_ID_KEY, removeItem, setItem } from '../../storage';
import { PageScreen } from '../PageScreen';
import {
  createFakeDenticareApi,
  denticareData,
  type FakeDenticareApi,
  type FakeDenticareData,
  type FakeDenticareOptions,
} from '../../features/denticare/fakes/fakeDenticareApi';
import { TitledPage } from '../TitledPage';

/** The session id of every story's tab. */
export const STORY_SESSION_ID = 'story-session-7d1c';

/** Props of {@link DenticareScreen}. */
export interface DenticareScreenProps {
  /** The address opened: /denticare, /denticare/book-appointment, …. */
  path: string;
  data?: FakeDenticareData;
  options?: FakeDenticareOptions;
  /** Router state the page is opened with (hold-on and retained order are told the next free slots). */
  state?: unknown;
  /** Receives the fake API once it is made. */
  onApi?: (api: FakeDenticareApi) => void;
}

const t = copy.titles;

/**
 * The public Denticare pages in the public layout (the logo bar, the content card on the gradient, the
 * footer), over an in-memory API, with the tab's session id set to {@link STORY_SESSION_ID}.
 */
export function DenticareScreen({ path, data, options, state, onApi }: DenticareScreenProps) {
  const [api] = useState(() => {
    setItem(DENTICARE_SESSION_ID_KEY, STORY_SESSION_ID, undefined, sessionStorage);
    removeItem(DENTICARE_SESSION_BACKUP_KEY, sessionStorage);
    // A copy: a story's args are shared between renders, and the fake changes what it holds.
    const made = createFakeDenticareApi(structuredClone(data ?? denticareData()), options);
    onApi?.(made);
    return made;
  });
  // Each page in the public card the route table gives it (the booking's is wide).
  const framed = (element: ReactNode, path?: string) => (
    <PublicFrame width={path === undefined ? undefined : routeForPath(path)?.publicWidth}>
      {element}
    </PublicFrame>
  );
  const [routes] = useState(() => [
    { path: '/denticare', element: framed(<TitledPage page={LandingPage} title={t.denticare} />) },
    {
      path: '/denticare/book-appointment',
      element: framed(<TitledPage page={BookPage} title={t.denticareBook} />, '/denticare/book-appointment'),
    },
    {
      path: '/denticare/confirm-order',
      element: framed(<TitledPage page={ConfirmOrderPage} title={t.denticareConfirmOrder} />),
    },
    {
      path: '/denticare/retained-order',
      element: framed(<TitledPage page={RetainedOrderPage} title={t.denticareRetainedOrder} />),
    },
    {
      path: '/denticare/hold-on',
      element: framed(<TitledPage page={HoldOnPage} title={t.denticareHoldOn} />),
    },
    {
      path: '/denticare/existing-appointment-found',
      element: framed(<TitledPage page={ExistingPage} title={t.denticareExistingAppointment} />),
    },
    {
      path: '/denticare/appointment/:id',
      element: framed(<TitledPage page={AppointmentPage} title={t.denticareAppointment} />),
    },
    { path: '/denticare/something-went-wrong', element: framed(<SomethingWentWrongPage />) },
  ]);
  const [initial] = useState(() => (state === undefined ? path : { pathname: path, state }));
  return <PageScreen fetch={api.fetch} routes={routes} path={initial} followRedirects />;
}
