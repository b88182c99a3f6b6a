import { ACTIVE_AGEING_CATEGORY } from '@careportal/domain';
import { useState } from 'react';
import type { Session } from '../../auth/session';
import { PortalScreen } from './PortalScreen';
import {
  createFakePaymentsApi,
  type FakePaymentsApiOptions,
  type FakePaymentsData,
} from '../../features/payments/fakes/fakePaymentsApi';
import { paymentsData } from '../../features/payments/fakes/samplePayments';

/** Tan Ah Kow, signed in: an Active Ageing customer (the Finance submenu). */
export const PAYER_SESSION: Session = {
  status: 'signed-in',
  customer: { name: 'Tan Ah Kow', categoryName: ACTIVE_AGEING_CATEGORY },
  signIn: () => undefined,
  signOut: () => undefined,
};

/** Props of {@link PaymentsScreen}. */
export interface PaymentsScreenProps {
  /** The path opened. */
  path: string;
  data?: FakePaymentsData;
  options?: FakePaymentsApiOptions;
}

/** The real route table at `path`, framed and signed in, over an in-memory orders and cards API. */
export function PaymentsScreen({ path, data = paymentsData(), options }: PaymentsScreenProps) {
  const [api] = useState(() => createFakePaymentsApi(data, options));
  return <PortalScreen path={path} api={api} session={PAYER_SESSION} />;
}
