/**
 * The person the health forms are for, as GET profile answers it (the customer, or the loved one the portal acts
 * for): who signs the medical history, and who makes the health declaration.
 */
import { useApi } from '../../data/ApiProvider';
import type { Read } from '../../data/Query';
import type { Profile } from '../people/profileApi';
import { PROFILE_URLS } from '../people/urls';

/** What the health forms need of the person: their id, name, ID number and handphone number. */
export type HealthPerson = Pick<Profile, 'id' | 'name' | 'nric' | 'mobileNumber'>;

/** The person's profile, read quietly (the page says what went wrong itself); `isEnabled` false reads nothing. */
export function useHealthPerson(isEnabled = true): Read<HealthPerson> {
  const { data, mutate } = useApi<HealthPerson>(isEnabled ? PROFILE_URLS.profile : null, { quiet: true });
  return { data, mutate };
}

/** The medical history's signatory: the person, or null when their profile could not be read (a failure has no data). */
export interface Signatory {
  signatory: HealthPerson | null;
}

/**
 * The person as the medical history's signatory. A profile that cannot be read is no failure here: the history
 * then starts unsigned, so this read fails never, and is on its way only while the profile is.
 */
export function useSignatory(): Read<Signatory> {
  const { data, mutate } = useHealthPerson();
  if (data === undefined) return { data, mutate };
  return { data: { ...data, error: false, data: { signatory: data.data } }, mutate };
}
