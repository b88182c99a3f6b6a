import { Suspense, lazy, useState } from 'react';
import { isPendingLink } from '@careportal/domain';
import { PageLoading, Skeleton, Stack } from '@careportal/ui';
import { Query } from '../../data/Query';
import { ActingForNotice } from './ActingForNotice';
import { useActingFor } from './ActingForProvider';
import { AddressesSection, type AddressEditing } from './AddressesSection';
import { ContactsSection } from './ContactsSection';
import { usePreloadEditors } from './lazyEditors';
import { LovedOnesSection } from './LovedOnesSection';
import { PendingLinkNotice } from './PendingLinkNotice';
import { PersonalDetailsSection } from './PersonalDetailsSection';
import { PROFILE_URLS, type Profile, type ProfileAddress, type ProfileContact } from './profileApi';
import { ProfilePhotoSection } from './ProfilePhotoSection';
import { useLovedOnes } from './useLovedOnes';
import { DisplayModeSection } from './DisplayModeSection';
import { SELF_KEY, useViewedApi } from './useViewedApi';

/** The calendar feed's card: its own chunk, after the profile is on screen (issue 19). */
// The language menu (react-aria's menu and popover) arrives beside the page, as in the header.
const LanguageSection = lazy(() =>
  import('./LanguageSection').then((module) => ({ default: module.LanguageSection })),
);
const CalendarFeedSection = lazy(() =>
  import('./CalendarFeedSection').then((module) => ({ default: module.CalendarFeedSection })),
);

/** Which parts open in their editing state at once (stories); the page itself starts with none. */
export interface ProfileInitialState {
  editingDetails?: boolean;
  editingAddress?: AddressEditing;
  addingLovedOne?: boolean;
}

/** Props of {@link ProfileView}. */
export interface ProfileViewProps {
  /** The page's h1. */
  title: string;
  initial?: ProfileInitialState;
}

/**
 * The profile of the person the customer acts for: whose it is (and the way back when it is a loved one's),
 * the loved ones, a note when the profile waits to be linked, the photo, the personal details, the addresses
 * and the next-of-kin.
 */
export function ProfileView({ title, initial = {} }: ProfileViewProps) {
  const { lovedOneId, actFor, lovedOnesEnabled, lovedOnesKnown } = useActingFor();
  const { data, mutate } = useViewedApi<Profile>(PROFILE_URLS.profile);
  const profile = data === undefined || data.error ? null : data.data;
  const who = lovedOneId ?? SELF_KEY;
  const { lovedOnes, failed: lovedOnesFailed } = useLovedOnes(lovedOnesEnabled);
  // The sections' own lists, asked for with the profile (the sections read the same cache), so that the page
  // appears whole instead of growing section by section and moving what the person is reading.
  const addresses = useViewedApi<ProfileAddress[]>(PROFILE_URLS.addresses);
  const contacts = useViewedApi<ProfileContact[]>(PROFILE_URLS.contacts);
  // Whether loved ones show decides the page's shape, so the page waits for that too. Once it has appeared, a
  // later change (the configuration's refresh turning loved ones on) never hides it again: that would close a
  // form the person is filling in. A new person viewed (the sections' keys) starts over.
  const ownLoading = data === undefined || addresses.data === undefined || contacts.data === undefined;
  const lovedOnesLoading =
    !lovedOnesKnown || (lovedOnesEnabled && lovedOnes === undefined && !lovedOnesFailed);
  const [shownFor, setShownFor] = useState<string | null>(null);
  const isLoading = ownLoading || (lovedOnesLoading && shownFor !== who);
  if (!isLoading && shownFor !== who) setShownFor(who);
  const viewedName = profile?.name ?? lovedOnes?.find((lovedOne) => lovedOne.id === lovedOneId)?.name ?? '';

  usePreloadEditors();

  const reload = () => {
    void mutate();
  };

  return (
    <Stack space="xl">
      <h1>{title}</h1>
      {lovedOneId === null ? null : (
        <ActingForNotice
          name={viewedName}
          onSwitchBack={() => {
            actFor(null);
          }}
        />
      )}
      {!isLoading && profile !== null && isPendingLink(profile) ? <PendingLinkNotice /> : null}
      {!isLoading && lovedOnesEnabled ? <LovedOnesSection startAdding={initial.addingLovedOne} /> : null}
      {/* The profile shows once the page's other reads are in too (see above). */}
      <Query
        query={{ data: isLoading ? undefined : data, mutate }}
        loading={
          <PageLoading>
            <Skeleton shape="card" lines={1} />
            <Skeleton shape="card" lines={6} />
            <Skeleton shape="card" lines={2} />
          </PageLoading>
        }
      >
        {(shown) => (
          <>
            <ProfilePhotoSection key={`photo-${who}`} pictureUrl={shown.pictureUrl} onUploaded={reload} />
            <PersonalDetailsSection
              key={`details-${who}`}
              profile={shown}
              startEditing={initial.editingDetails}
              onSaved={(saved) => {
                if (saved === null || data === undefined) reload();
                else void mutate({ ...data, data: saved }, { revalidate: false });
              }}
            />
            <AddressesSection key={`addresses-${who}`} initialEditing={initial.editingAddress} />
            <ContactsSection key={`contacts-${who}`} />
            <Suspense fallback={null}>
              <LanguageSection />
            </Suspense>
            <DisplayModeSection />
            <Suspense fallback={null}>
              <CalendarFeedSection />
            </Suspense>
          </>
        )}
      </Query>
    </Stack>
  );
}
