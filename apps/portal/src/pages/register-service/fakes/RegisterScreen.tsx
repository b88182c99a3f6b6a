import { ToastProvider } from '@careportal/ui';
import { useState } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, createMemoryRouter, useLocation, useNavigate } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ApiProvider } from '../../../api/ApiProvider';
import { config } from '../../../config';
import { copy } from '../../../copy';
import { AppConfigProvider } from '../../../shell/appConfig';
import { useAppHref } from '../../../shell/routerHref';
import type { FakeProfileData } from '../../profile/fakes/fakeProfileApi';
import { FAKE_API_URL } from '../../profile/fakes/ProfileScreen';
import { RegisterServicePage } from '../RegisterServicePage';
import { WIZARD_STORAGE_KEY, type WizardState } from '../wizardState';
import {
  createFakeRegisterApi,
  type FakeRegisterApi,
  type FakeRegisterData,
  type FakeRegisterOptions,
} from './fakeRegisterApi';

/** As the app's root does: the ui package's links navigate through the router. */
function LinksThroughRouter() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider
      navigate={(path) => {
        void navigate(path);
      }}
      useHref={useAppHref}
    >
      <Outlet />
    </AriaRouterProvider>
  );
}

function fakeToken(): Promise<string> {
  return Promise.resolve('fake-access-token');
}
function nothing(): void {
  // Stories and tests stay on the page.
}
function registerPath(): string {
  return '/register-service';
}

/** Where the wizard went: the path, shown as the page's heading. */
function Elsewhere() {
  const location = useLocation();
  return <h1>{location.pathname}</h1>;
}

/** Props of {@link RegisterScreen}. */
export interface RegisterScreenProps {
  profile: FakeProfileData;
  register?: FakeRegisterData;
  options?: FakeRegisterOptions;
  /** The wizard as a reload would find it (kept in session storage). */
  state?: WizardState;
  /** Receives the fake API once it is made. */
  onApi?: (api: FakeRegisterApi) => void;
}

/**
 * The registration wizard as the portal renders it (the API client with a token, SWR, toasts, the remote
 * configuration and a data router, which leaving the wizard needs), over an in-memory API. Other paths show
 * their path, so a story or test sees where the wizard went.
 */
export function RegisterScreen({ profile, register, options, state, onApi }: RegisterScreenProps) {
  const [api] = useState(() => {
    const made = createFakeRegisterApi(profile, register, options);
    onApi?.(made);
    return made;
  });
  const [router] = useState(() => {
    if (state === undefined) sessionStorage.removeItem(WIZARD_STORAGE_KEY);
    else sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(state));
    return createMemoryRouter(
      [
        {
          element: <LinksThroughRouter />,
          children: [
            {
              path: '/register-service',
              element: <RegisterServicePage title={copy.titles.registerService} />,
            },
            { path: '*', element: <Elsewhere /> },
          ],
        },
      ],
      { initialEntries: ['/register-service'] },
    );
  });
  return (
    <ToastProvider supportEmail={config.supportEmail}>
      <ApiProvider
        baseUrl={FAKE_API_URL}
        fetch={api.fetch}
        getToken={fakeToken}
        signOut={nothing}
        navigate={nothing}
        currentPath={registerPath}
      >
        <AppConfigProvider>
          <RouterProvider router={router} />
        </AppConfigProvider>
      </ApiProvider>
    </ToastProvider>
  );
}
