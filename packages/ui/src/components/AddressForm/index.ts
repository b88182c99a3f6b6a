export { ADDRESS_FORM_MODES, AddressForm, DEFAULT_ADDRESS_TYPE_LABELS } from './AddressForm';
export type { AddressFormMode, AddressFormProps, AddressTypeLabels, PostalCodeLookup } from './AddressForm';
export { createDebounced, useDebouncedCallback } from './useDebouncedCallback';
export type { Debounced, DebounceOptions } from './useDebouncedCallback';
