import { messages, type AddressType } from '@careportal/domain';

/** The name of each address type, as the type choice and the title show it. */
export type AddressTypeLabels = Readonly<Record<AddressType, string>>;

/** The default {@link AddressTypeLabels}, the catalogue's: 'Billing', 'Residential', 'Service'. */
export const DEFAULT_ADDRESS_TYPE_LABELS: AddressTypeLabels = {
  BILLING: messages.address.types.billing,
  RESIDENTIAL: messages.address.types.residential,
  SERVICE: messages.address.types.service,
};
