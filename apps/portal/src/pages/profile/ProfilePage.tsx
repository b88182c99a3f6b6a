import { ActingForProvider } from '../../features/people/ActingForProvider';
import { ProfileView, type ProfileInitialState } from '../../features/people/ProfileView';

/** Props of {@link ProfilePage}. */
export interface ProfilePageProps {
  /** The route's title, the page's h1. */
  title: string;
  /** Parts to open in their editing state at once (stories). */
  initial?: ProfileInitialState;
}

/** The /profile page (route Profile): the customer's profile, or a loved one's when they act for one. */
export function ProfilePage({ title, initial }: ProfilePageProps) {
  return (
    <ActingForProvider>
      <ProfileView title={title} initial={initial} />
    </ActingForProvider>
  );
}
