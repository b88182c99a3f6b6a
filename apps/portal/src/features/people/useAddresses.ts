import { messages, type Address, type AddressType } from '@careportal/domain';
import type { Read } from '../../data/Query';
import { PROFILE_URLS, followsBilling, type ProfileAddress } from './profileApi';
import type { PersonRef } from './useViewedApi';
import { useViewedList } from './useViewedList';

/** What {@link useAddresses} gives the address section. */
export interface Addresses {
  /** The addresses of the person viewed; undefined while loading. */
  addresses: ProfileAddress[] | undefined;
  /** The list could not be read. */
  failed: boolean;
  reload: () => void;
  /** The read itself, for `Query` to show its loading, error and content. */
  read: Read<ProfileAddress[]>;
  /**
   * Adds or changes an address; resolves whether it was saved. A new address with `alsoAs` types adds those too,
   * following it (same as billing), all in one call: all or nothing.
   */
  save: (
    address: Address,
    existing: ProfileAddress | undefined,
    alsoAs?: readonly AddressType[],
  ) => Promise<boolean>;
  remove: (address: ProfileAddress) => Promise<boolean>;
}

/** An address as the API takes it (domain addressSchema), without the form's id. */
function body(address: Address): Omit<Address, 'id'> {
  const rest = { ...address };
  delete rest.id;
  return rest;
}

/**
 * The addresses of the person viewed (profile/address, following view-as): read, add, change and delete, each
 * confirmed with the server's message. Changing the billing address also changes the addresses that follow it
 * (same as billing), in parallel.
 */
export function useAddresses(person?: PersonRef): Addresses {
  const {
    list: addresses,
    failed,
    reload,
    read,
    client,
    forPerson,
    done,
  } = useViewedList<ProfileAddress>(PROFILE_URLS.addresses, person);

  const save = async (
    address: Address,
    existing: ProfileAddress | undefined,
    alsoAs: readonly AddressType[] = [],
  ): Promise<boolean> => {
    if (existing === undefined && alsoAs.length > 0) {
      const list = [body(address), ...alsoAs.map((type) => ({ ...body(address), type, sameAs: 'BILLING' }))];
      const result = await client.request('POST', PROFILE_URLS.addresses, { body: list, ...forPerson });
      return done(result, messages.success.addressesCreated);
    }
    if (existing === undefined) {
      const result = await client.request('POST', PROFILE_URLS.addresses, {
        body: body(address),
        ...forPerson,
      });
      return done(result, messages.success.addressCreated);
    }
    const result = await client.request('PUT', PROFILE_URLS.address(existing.id), {
      body: body(address),
      ...forPerson,
    });
    if (!result.error && address.type === 'BILLING') {
      const followers = (addresses ?? []).filter(
        (candidate) => candidate.id !== existing.id && followsBilling(candidate, existing),
      );
      await Promise.all(
        followers.map((follower) =>
          client.request('PUT', PROFILE_URLS.address(follower.id), {
            body: {
              ...body(address),
              type: follower.type,
              sameAs: 'BILLING',
            },
            ...forPerson,
          }),
        ),
      );
    }
    return done(result, messages.success.addressUpdated);
  };

  const remove = async (address: ProfileAddress): Promise<boolean> => {
    const result = await client.request('DELETE', PROFILE_URLS.address(address.id), { ...forPerson });
    return done(result, messages.success.addressDeleted);
  };

  return { addresses, failed, reload, read, save, remove };
}
