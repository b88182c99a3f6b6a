import { type Address, type AddressType, registerPageMessages } from '@careportal/domain';
import { AddressForm, type PostalCodeLookup, Skeleton, Stack } from '@careportal/ui';
import { useEffect, useId } from 'react';
import { Query } from '../../../data/Query';
import { addressFormValue } from '../../people/AddressesSection';
import { PROFILE_URLS, type ProfileAddress } from '../../people/profileApi';
import { useAddresses, type Addresses } from '../../people/useAddresses';
import { usePostalLookup } from '../../people/usePostalLookup';
import { useViewedApi, type PersonRef } from '../../people/useViewedApi';
import { ADDRESS_FORM_ID } from './formIds';
import { layout } from './layout';
import { textStyles } from '../../../shell/textStyles';

/** The address types a registration needs, billing first: the others can follow it. */
export const REGISTRATION_ADDRESS_TYPES = [
  'BILLING',
  'SERVICE',
  'RESIDENTIAL',
] as const satisfies readonly AddressType[];

/** Props of {@link AddressStep}. */
export interface AddressStepProps {
  person: PersonRef;
  /** Told whether every address the registration needs is saved (the step bar's Next). */
  onValidityChange: (isValid: boolean) => void;
}

/** Whether `addresses` hold one of each type a registration needs. */
export function hasRegistrationAddresses(addresses: readonly ProfileAddress[]): boolean {
  return REGISTRATION_ADDRESS_TYPES.every((type) => addresses.some((address) => address.type === type));
}

/** Props of {@link RegistrationAddresses}. */
interface RegistrationAddressesProps {
  headingId: string;
  /** The person's saved addresses. */
  addresses: readonly ProfileAddress[];
  save: Addresses['save'];
  lookupPostalCode: PostalCodeLookup;
}

/** The step's forms for the person's saved addresses: billing first, then service and residential once it is. */
function RegistrationAddresses({ headingId, addresses, save, lookupPostalCode }: RegistrationAddressesProps) {
  const billing = addresses.find((address) => address.type === 'BILLING');
  const ofType = (type: AddressType) => addresses.find((address) => address.type === type);
  const otherTypes = (type: AddressType) => REGISTRATION_ADDRESS_TYPES.filter((other) => other !== type);
  const firstUnsaved = REGISTRATION_ADDRESS_TYPES.find((type) => ofType(type) === undefined);

  const submit = async (address: Address) => {
    const existing = ofType(address.type);
    const followers =
      address.type === 'BILLING' && existing === undefined
        ? REGISTRATION_ADDRESS_TYPES.filter((type) => type !== 'BILLING' && ofType(type) === undefined)
        : [];
    if (!(await save(address, existing, followers))) throw new Error('The address was not saved.');
  };

  return (
    <Stack aria-labelledby={headingId} as="section" space="lg">
      <h2 id={headingId} className={layout.stepTitle}>
        {registerPageMessages.addressTitle}
      </h2>
      <p className={textStyles.muted}>{registerPageMessages.addressIntro}</p>
      <AddressForm
        key="BILLING"
        id={billing === undefined ? ADDRESS_FORM_ID : undefined}
        mode={billing === undefined ? 'add' : 'edit'}
        value={billing === undefined ? { type: 'BILLING' } : addressFormValue(billing, undefined)}
        existingTypes={otherTypes('BILLING')}
        lookupPostalCode={lookupPostalCode}
        onSubmit={submit}
        autoSubmit
        headingLevel={3}
      />
      {billing === undefined
        ? null
        : (['SERVICE', 'RESIDENTIAL'] as const).map((type) => {
            const existing = ofType(type);
            return (
              <AddressForm
                key={type}
                id={type === firstUnsaved ? ADDRESS_FORM_ID : undefined}
                mode={existing === undefined ? 'add' : 'edit'}
                value={
                  existing === undefined ? { type, sameAs: 'BILLING' } : addressFormValue(existing, billing)
                }
                existingTypes={otherTypes(type)}
                lookupPostalCode={lookupPostalCode}
                onSubmit={submit}
                showSameAsBilling
                billingAddress={addressFormValue(billing, undefined)}
                autoSubmit
                headingLevel={3}
              />
            );
          })}
    </Stack>
  );
}

/**
 * Your address: the billing, service and residential addresses of the person the registration is for, each
 * looked up by postal code and saved by itself once it is complete and unchanged for a moment (seed 001
 * section 5: after 500 ms without typing, at most 1.5 s). A new billing address brings the service and
 * residential addresses with it, the same as billing; either can then be given its own.
 */
export function AddressStep({ person, onValidityChange }: AddressStepProps) {
  const headingId = useId();
  const lookupPostalCode = usePostalLookup();
  // The same read as useAddresses' (one SWR entry), for its states.
  const read = useViewedApi<ProfileAddress[]>(PROFILE_URLS.addresses, person);
  const { addresses, save } = useAddresses(person);
  const isValid = addresses !== undefined && hasRegistrationAddresses(addresses);
  useEffect(() => {
    onValidityChange(isValid);
  }, [isValid, onValidityChange]);

  return (
    <Query query={read} loading={<Skeleton shape="card" lines={4} />}>
      {(saved) => (
        <RegistrationAddresses
          headingId={headingId}
          addresses={saved}
          save={save}
          lookupPostalCode={lookupPostalCode}
        />
      )}
    </Query>
  );
}
