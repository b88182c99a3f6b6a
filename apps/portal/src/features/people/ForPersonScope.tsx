import { formatMessage, myServicesPageMessages } from '@careportal/domain';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ViewAsScope, useViewAs } from '../../data/ApiProvider';
import { textStyles } from '../../shell/textStyles';
import type { Profile } from './profileApi';
import { FOR_PARAM, FOR_SELF, PROFILE_URLS } from './urls';
import { useViewedApi } from './useViewedApi';

/** Whom `?for=` names: a loved one's id, null for the customer, undefined when the address names nobody. */
export function personOfAddress(params: URLSearchParams): string | null | undefined {
  const value = params.get(FOR_PARAM);
  if (value === null || value === '') return undefined;
  return value === FOR_SELF ? null : value;
}

/**
 * A page opened for one person's record (the care calendar's reschedule, `?for=…`) works for that person, without
 * changing whom the rest of the portal acts for: only the customer's own choice does that (My Profile's and My
 * Services' switches). Without `for`, the page works for whom the customer acts for.
 */
export function ForPersonScope({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const person = personOfAddress(params);
  if (person === undefined) return children;
  return <ViewAsScope viewAs={person}>{children}</ViewAsScope>;
}

/** Says whose booking a page changes when it is a loved one's: their name, from GET profile for them. */
export function BookingOwnerNotice() {
  const viewAs = useViewAs();
  const profile = useViewedApi<Profile>(viewAs === null ? null : PROFILE_URLS.profile);
  const name = profile.data?.data?.name;
  if (viewAs === null || name === undefined) return null;
  return (
    <p role="status" className={`${textStyles.strong} ${textStyles.flush}`}>
      {formatMessage(myServicesPageMessages.bookingOfPerson, { name })}
    </p>
  );
}
