/**
 * The profile's forms: personal details, a loved one, an address with its postal lookup, a next-of-kin. The
 * profile opens on its review, so the forms, with react-hook-form, the zod schemas and the date and list
 * pickers, are a chunk of their own that downloads once the profile is on screen (see lazyEditors.ts).
 */
import { AddressForm, type AddressFormProps } from '@careportal/ui';
import { usePostalLookup } from './usePostalLookup';

export { EmergencyContactForm } from '@careportal/ui';
export { LovedOneForm } from './LovedOneForm';
export { PersonalDetailsEditor } from './PersonalDetailsEditor';

/** The address form, looking postal codes up through the API. */
export function ProfileAddressForm(props: Omit<AddressFormProps, 'lookupPostalCode'>) {
  const lookupPostalCode = usePostalLookup();
  return <AddressForm {...props} lookupPostalCode={lookupPostalCode} />;
}
