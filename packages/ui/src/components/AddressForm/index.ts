export { ADDRESS_FORM_MODES, AddressForm } from './AddressForm';
export type { AddressFormMode, AddressFormProps, PostalCodeLookup } from './AddressForm';
export { addressTypeLabelsOf, DEFAULT_ADDRESS_TYPE_LABELS } from './labels';
export type { AddressTypeLabels } from './labels';
export { createDebounced, useDebouncedCallback } from './useDebouncedCallback';
export type { Debounced, DebounceOptions } from './useDebouncedCallback';
