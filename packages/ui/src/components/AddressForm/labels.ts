import { messages, type AddressType, type Messages } from '@careportal/domain';

/** The name of each address type, as the type choice and the title show it. */
export type AddressTypeLabels = Readonly<Record<AddressType, string>>;

/** The {@link AddressTypeLabels} of `catalogue`: 'Billing', 'Residential', 'Service'. */
export function addressTypeLabelsOf(catalogue: Messages): AddressTypeLabels {
  return {
    BILLING: catalogue.address.types.billing,
    RESIDENTIAL: catalogue.address.types.residential,
    SERVICE: catalogue.address.types.service,
  };
}

/** The default {@link AddressTypeLabels} in English; the form's default follows the language in force. */
export const DEFAULT_ADDRESS_TYPE_LABELS: AddressTypeLabels = addressTypeLabelsOf(messages);
