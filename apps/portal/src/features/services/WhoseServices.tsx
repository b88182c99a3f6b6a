import { myServicesPageMessages } from '@careportal/domain';
import { Suspense, lazy } from 'react';
import { useActingFor } from '../people/ActingForProvider';
import { useLovedOnes } from '../people/useLovedOnes';

/** The switch's radio group: its own chunk, downloaded only by a customer who has loved ones. */
const ActingForSwitch = lazy(() =>
  import('../people/ActingForSwitch').then((module) => ({ default: module.ActingForSwitch })),
);

/**
 * My Services' "whose services" switch: the customer and each of their loved ones. Choosing one is the customer's
 * own choice of whom the portal acts for (as My Profile's switch), and the services below follow it. Nothing
 * shows without loved ones, or while the loved-one feature is off.
 */
export function WhoseServices() {
  const { lovedOnesEnabled } = useActingFor();
  const { lovedOnes } = useLovedOnes(lovedOnesEnabled);
  if (!lovedOnesEnabled || lovedOnes === undefined || lovedOnes.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ActingForSwitch lovedOnes={lovedOnes} label={myServicesPageMessages.whoseServices} />
    </Suspense>
  );
}
