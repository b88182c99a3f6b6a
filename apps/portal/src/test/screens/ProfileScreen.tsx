import { messages } from '@careportal/domain';
import { ToastProvider } from '@careportal/ui';
import { useState } from 'react';
import { ApiProvider } from '../../data/ApiProvider';
import { config } from '../../config';
import { AppConfigProvider } from '../../shell/appConfig';
import { FAKE_API_URL } from '../fakeEnvelope';
import type { ProfileInitialState } from '../../features/people/ProfileView';
import { ProfilePage } from '../../pages/profile/ProfilePage';
import {
  createFakeProfileApi,
  type FakeProfileApi,
  type FakeProfileApiOptions,
  type FakeProfileData,
} from '../../features/people/fakes/fakeProfileApi';

function fakeToken(): Promise<string> {
  return Promise.resolve('fake-access-token');
}
function nothing(): void {
  // Stories and tests stay on the page.
}
function profilePath(): string {
  return '/profile';
}

/** Props of {@link ProfileScreen}. */
export interface ProfileScreenProps {
  data: FakeProfileData;
  options?: FakeProfileApiOptions;
  initial?: ProfileInitialState;
  /** Receives the fake API once it is made (to inspect its data or calls). */
  onApi?: (api: FakeProfileApi) => void;
}

/**
 * The profile page as the portal renders it (the API client with a token, SWR, toasts and the remote
 * configuration), over an in-memory API holding `data`. The ThemeProvider and link routing come from
 * around it (Storybook's preview, or the test).
 */
export function ProfileScreen({ data, options, initial, onApi }: ProfileScreenProps) {
  const [api] = useState(() => {
    const made = createFakeProfileApi(data, options);
    onApi?.(made);
    return made;
  });
  return (
    <ToastProvider supportEmail={config.supportEmail}>
      <ApiProvider
        baseUrl={FAKE_API_URL}
        fetch={api.fetch}
        getToken={fakeToken}
        signOut={nothing}
        navigate={nothing}
        currentPath={profilePath}
      >
        <AppConfigProvider>
          <ProfilePage title={messages.labels.myProfile} initial={initial} />
        </AppConfigProvider>
      </ApiProvider>
    </ToastProvider>
  );
}
