import {
  stubbedPublicClientApplication,
  type AccountInfo,
  type AuthenticationResult,
  type IPublicClientApplication,
} from '@azure/msal-browser';
import type { Cart } from '@careportal/domain';
import { useLocale, useThemeMode } from '@careportal/ui';
import { useState } from 'react';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../../App';
import type { Session } from '../../auth/session';
import { routerNavigation } from '../../navigation';
import { buildRoutes } from '../../routes';
import type { FakeCartApi } from '../../features/cart/fakes/fakeCartApi';

const account: AccountInfo = {
  homeAccountId: 'demo-siti.127.0.0.1:4600',
  environment: '127.0.0.1:4600',
  tenantId: '',
  username: 'siti.ahmad@example.sg',
  localAccountId: 'demo-siti',
  name: 'Siti binte Ahmad',
};

/** Just enough MSAL for the API client to get a token: signed in, no network. */
const screenMsal: IPublicClientApplication = {
  ...stubbedPublicClientApplication,
  getAllAccounts: () => [account],
  getActiveAccount: () => account,
  acquireTokenSilent: () => Promise.resolve({ accessToken: 'screen-token' } as AuthenticationResult),
};

/** Props of {@link PortalScreen}. */
export interface PortalScreenProps {
  /** The path opened. */
  path: string;
  /** The fake API; only its fetch is used (any page's fake will do). */
  api: Pick<FakeCartApi, 'fetch'>;
  /** Signed in (with a token) or a visitor. */
  session: Session;
  /** The cart restored at startup (saved before sign-in). */
  savedCart?: Cart | null;
  /** Receives the router once it is made (tests read where it went). */
  onRouter?: (router: DataRouter) => void;
}

/** The real route table at `path`, framed, in the portal's providers, over an in-memory cart API. */
export function PortalScreen({ path, api, session, savedCart = null, onRouter }: PortalScreenProps) {
  // The story's theme (its `theme` global), not the device's last choice.
  const displayMode = useThemeMode();
  // And the story's language (its `locale` global), as main.tsx starts the portal in the device's last choice.
  const language = useLocale();
  const [router] = useState(() => {
    const made = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
    onRouter?.(made);
    return made;
  });
  return (
    <AppProviders
      session={session}
      msal={session.status === 'signed-in' ? screenMsal : undefined}
      fetch={api.fetch}
      savedCart={savedCart}
      navigation={routerNavigation(router)}
      displayMode={displayMode}
      locale={language}
    >
      <RouterProvider router={router} />
    </AppProviders>
  );
}
