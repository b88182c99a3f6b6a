import { messages, type EmergencyContact } from '@careportal/domain';
import type { Read } from '../../data/Query';
import { PROFILE_URLS, type ProfileContact } from './profileApi';
import type { PersonRef } from './useViewedApi';
import { useViewedList } from './useViewedList';

/** What {@link useContacts} gives the next-of-kin section. */
export interface Contacts {
  /** The next-of-kin of the person viewed; undefined while loading. */
  contacts: ProfileContact[] | undefined;
  failed: boolean;
  reload: () => void;
  /** The read itself, for `Query` to show its loading, error and content. */
  read: Read<ProfileContact[]>;
  /** Adds or changes a contact; resolves whether it was saved. */
  save: (contact: EmergencyContact, existing: ProfileContact | undefined) => Promise<boolean>;
  remove: (contact: ProfileContact) => Promise<boolean>;
}

/**
 * The next-of-kin of the person viewed (profile/contact, following view-as): read, add, change and delete,
 * each confirmed with the server's message.
 */
export function useContacts(person?: PersonRef): Contacts {
  const { list, failed, reload, read, client, forPerson, done } = useViewedList<ProfileContact>(
    PROFILE_URLS.contacts,
    person,
  );

  return {
    contacts: list,
    failed,
    reload,
    read,
    async save(contact, existing) {
      const body = { ...contact };
      delete body.id;
      const result =
        existing === undefined
          ? await client.request('POST', PROFILE_URLS.contacts, { body: body, ...forPerson })
          : await client.request('PUT', PROFILE_URLS.contact(existing.id), { body: body, ...forPerson });
      return done(result, messages.success.updated);
    },
    async remove(contact) {
      const result = await client.request('DELETE', PROFILE_URLS.contact(contact.id), { ...forPerson });
      return done(result, messages.success.updated);
    },
  };
}
