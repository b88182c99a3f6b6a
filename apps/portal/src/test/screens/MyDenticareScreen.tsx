import { messages } from '@careportal/domain';
import { useState } from 'react';
import { copy } from '../../copy';
import { PageScreen } from '../PageScreen';
import { setViewAsClientId } from '../../storage';
import { ReschedulePage } from '../../pages/my-denticare/ReschedulePage';
import { SchedulePage } from '../../pages/my-denticare/SchedulePage';
import {
  createFakeDenticareApi,
  type FakeDenticareApi,
  type FakeDenticareData,
  type FakeDenticareOptions,
} from '../../features/denticare/fakes/fakeMyDenticareApi';
import { SAMPLE_NOW, denticareData } from '../../features/denticare/fakes/sampleMyDenticare';

/** The instant the fake reads its rules at: the sample's today, whatever the machine's clock says. */
const sampleNow = () => Date.parse(SAMPLE_NOW);

/** Props of {@link MyDenticareScreen}. */
export interface MyDenticareScreenProps {
  /** The address opened: /my-denticare/schedule or /my-denticare/reschedule?id=… */
  path: string;
  data?: FakeDenticareData;
  options?: FakeDenticareOptions;
  /** Whom the portal acts for when the screen opens (a loved one's id), or null for the customer. */
  viewAs?: string | null;
  /** Receives the fake API once it is made. */
  onApi?: (api: FakeDenticareApi) => void;
}

/** The signed-in Denticare pages over an in-memory API, with My Services at / (where a duplicate goes). */
export function MyDenticareScreen({ path, data, options, viewAs = null, onApi }: MyDenticareScreenProps) {
  const [api] = useState(() => {
    setViewAsClientId(viewAs);
    // A copy: a story's args are shared between renders, and the fake changes what it holds.
    const made = createFakeDenticareApi(structuredClone(data ?? denticareData()), options, sampleNow);
    onApi?.(made);
    return made;
  });
  const [routes] = useState(() => [
    { path: '/', element: <h1>{messages.labels.myServices}</h1> },
    {
      path: '/my-denticare/schedule',
      element: <SchedulePage title={copy.titles.myDenticareSchedule} />,
    },
    {
      path: '/my-denticare/reschedule',
      element: <ReschedulePage title={copy.titles.myDenticareReschedule} />,
    },
  ]);
  return <PageScreen fetch={api.fetch} routes={routes} path={path} />;
}
