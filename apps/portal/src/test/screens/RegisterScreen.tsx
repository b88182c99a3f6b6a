import { useState } from 'react';
import { copy } from '../../copy';
import { PageScreen } from '../PageScreen';
import type { FakeProfileData } from '../../features/people/fakes/fakeProfileApi';
import { RegisterServicePage } from '../../pages/register-service/RegisterServicePage';
import { WIZARD_STORAGE_KEY, type WizardState } from '../../features/cart/registration/wizardState';
import {
  createFakeRegisterApi,
  type FakeRegisterApi,
  type FakeRegisterData,
  type FakeRegisterOptions,
} from '../../features/cart/fakes/fakeRegisterApi';

const ROUTES = [
  { path: '/register-service', element: <RegisterServicePage title={copy.titles.registerService} /> },
];

/** Props of {@link RegisterScreen}. */
export interface RegisterScreenProps {
  profile: FakeProfileData;
  register?: FakeRegisterData;
  options?: FakeRegisterOptions;
  /** The wizard as a reload would find it (kept in session storage). */
  state?: WizardState;
  /** Receives the fake API once it is made. */
  onApi?: (api: FakeRegisterApi) => void;
  /** The address opened (default /register-service), e.g. with a showcase's `?programme=`. */
  path?: string;
}

/**
 * The registration wizard as the portal renders it (the API client with a token, SWR, toasts, the remote
 * configuration and a data router, which leaving the wizard needs), over an in-memory API. Other paths show
 * their path, so a story or test sees where the wizard went.
 */
export function RegisterScreen({
  profile,
  register,
  options,
  state,
  onApi,
  path = '/register-service',
}: RegisterScreenProps) {
  const [api] = useState(() => {
    const made = createFakeRegisterApi(profile, register, options);
    onApi?.(made);
    return made;
  });
  useState(() => {
    if (state === undefined) sessionStorage.removeItem(WIZARD_STORAGE_KEY);
    else sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(state));
  });
  return <PageScreen fetch={api.fetch} routes={ROUTES} path={path} />;
}
