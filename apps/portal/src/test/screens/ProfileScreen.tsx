import { messages } from '@careportal/domain';
import { useState } from 'react';
import { copy } from '../../copy';
import type { ProfileInitialState } from '../../features/people/ProfileView';
import { LinkAccountPage } from '../../pages/link-account/LinkAccountPage';
import { ProfilePage } from '../../pages/profile/ProfilePage';
import { PageScreen } from '../PageScreen';
import {
  createFakeProfileApi,
  type FakeProfileApi,
  type FakeProfileApiOptions,
  type FakeProfileData,
} from '../../features/people/fakes/fakeProfileApi';

/** Props of {@link ProfileScreen}. */
export interface ProfileScreenProps {
  data: FakeProfileData;
  options?: FakeProfileApiOptions;
  initial?: ProfileInitialState;
  /** Receives the fake API once it is made (to inspect its data or calls). */
  onApi?: (api: FakeProfileApi) => void;
}

/**
 * The profile page as the portal renders it (the API client with a token, SWR, toasts, the remote configuration
 * and a data router), over an in-memory API holding `data`; its links lead to Link your account, or show where
 * they went. The ThemeProvider comes from around it (Storybook's preview, or the test).
 */
export function ProfileScreen({ data, options, initial, onApi }: ProfileScreenProps) {
  const [api] = useState(() => {
    const made = createFakeProfileApi(data, options);
    onApi?.(made);
    return made;
  });
  const [routes] = useState(() => [
    { path: '/profile', element: <ProfilePage title={messages.labels.myProfile} initial={initial} /> },
    { path: '/link-account', element: <LinkAccountPage title={copy.titles.linkAccount} /> },
  ]);
  return <PageScreen fetch={api.fetch} routes={routes} path="/profile" />;
}
